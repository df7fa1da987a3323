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
  /** The contact page in the navigation, and what get_profile and get_contact say. */
  profile: {
    nav: 'Contact',
    title: (name: string) => `Contact ${name}`,
    description: (name: string, channels: string) => `How to reach ${name}: ${channels}.`,
    profileToolTitle: 'Get profile',
    profileToolDescription: (name: string) => `Who ${name} is: name, headline, location, bio, skills, links and GitHub username.`,
    contactToolTitle: 'Get contact details',
    contactToolDescription: (name: string) =>
      `How to reach ${name}: channels (email, LinkedIn, GitHub, …), the preferred one, and availability.`,
    location: (location: string) => `Location: ${location}`,
    skills: (skills: string) => `Skills: ${skills}`,
    preferred: 'preferred',
  },
};

export type ProfileWords = typeof profileWords;
