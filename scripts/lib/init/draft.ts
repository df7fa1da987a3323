import type {
  Award,
  Certificate,
  Education,
  Interest,
  Publication,
  Reference,
  SocialProfile,
  SpokenLanguage,
  Volunteer,
  Work,
} from '../../../src/lib/owner/schema.ts';

/** A project as init proposes it: the owner schema's input, its slug made. */
export interface ProjectDraft {
  name: string;
  slug: string;
  /** Left out by a project without a description (a matching repository or résumé entry may give one). */
  summary?: string;
  /** What init writes instead when no source describes it (a repository's language says what it is); listed as a placeholder. */
  placeholderSummary?: string;
  tags: string[];
  repoUrl?: string;
  demoUrl?: string;
  featured?: boolean;
  startDate?: string;
  endDate?: string;
  highlights?: string[];
  roles?: string[];
}

/** What one source (GitHub or a résumé) says about the owner: every value already cleaned and clipped. */
export interface OwnerDraft {
  name?: string;
  headline?: string;
  location?: string;
  bio?: string;
  image?: string;
  website?: string;
  email?: string;
  skills: string[];
  profiles: SocialProfile[];
  projects: ProjectDraft[];
  work: Work[];
  education: Education[];
  languages: SpokenLanguage[];
  certificates: Certificate[];
  volunteer: Volunteer[];
  awards: Award[];
  publications: Publication[];
  interests: Interest[];
  /** Kept private in the owner file (references.public false) until the owner says otherwise. */
  references: Reference[];
}

export const emptyDraft = (): OwnerDraft => ({
  skills: [],
  profiles: [],
  projects: [],
  work: [],
  education: [],
  languages: [],
  certificates: [],
  volunteer: [],
  awards: [],
  publications: [],
  interests: [],
  references: [],
});
