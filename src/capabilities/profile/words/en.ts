/** The profile capability's interface words in English: the model for its other languages. */
export const profileWords = {
  contactPage: {
    heading: 'Contact',
    caption: 'Contact channels',
    channel: 'Channel',
    address: 'Address',
    note: 'Note',
    preferred: 'Preferred',
    agents: (twin: string) => `Agents can read the same list from the MCP tool \`get_contact\` or from [this page as Markdown](${twin}).`,
  },
};

export type ProfileWords = typeof profileWords;
