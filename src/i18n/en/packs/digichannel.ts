// The Digital Channels area's texts, one pack loaded with the area (src/i18n/areaTexts.ts),
// with the texts its screen config files declare and those of the shared forms they use.
import { digichannelScreenTexts } from '../../../../resources/generated/digichannelTexts';
import { channels } from '../channels';
import { emailTemplates } from '../emailTemplates';
import { vendors } from '../vendors';

export const texts = { ...emailTemplates, ...vendors, ...channels, ...digichannelScreenTexts };
