/** `voicePrompt` → `voice_prompt`: a field's name from a camel-case one (a new screen's fields, a call's parameters). */
export const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
