// The Digital Channels area's texts, one pack loaded with the area (src/i18n/areaTexts.ts): the
// texts its screen config files declare and those of the shared forms they use.
import { digichannelScreenTexts } from '../../../../resources/generated/digichannelTexts';

export const texts = { ...digichannelScreenTexts };
