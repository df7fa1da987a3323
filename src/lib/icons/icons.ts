import { ArrowRight, AtSign, Bot, Braces, BriefcaseBusiness, ExternalLink, FileText, Globe, Link, Mail, MapPin, Plug } from 'lucide-static';
import {
  siBluesky,
  siCodeberg,
  siDevdotto,
  siDiscord,
  siGithub,
  siGitlab,
  siHashnode,
  siInstagram,
  siKaggle,
  siMastodon,
  siMedium,
  siNpm,
  siOrcid,
  siStackoverflow,
  siThreads,
  siX,
  siYoutube,
} from 'simple-icons';

/**
 * The site's icons, as inline SVG: interface icons from Lucide (stroked, 24×24) and brand
 * icons from Simple Icons (filled, 24×24). Only the ones named here reach the pages.
 */
export interface IconShape {
  /** The SVG's inner markup, trusted: it comes from the two packages, never from the owner. */
  body: string;
  style: 'stroke' | 'fill';
}

/** Lucide ships each icon as a whole <svg> string; the page needs its inner markup under its own <svg>. */
const inner = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const ui = (svg: string): IconShape => ({ body: inner(svg), style: 'stroke' });
const brand = (icon: { path: string }): IconShape => ({ body: `<path d="${icon.path}"/>`, style: 'fill' });

export const ICONS = {
  'arrow-right': ui(ArrowRight),
  'at-sign': ui(AtSign),
  bot: ui(Bot),
  braces: ui(Braces),
  briefcase: ui(BriefcaseBusiness),
  'external-link': ui(ExternalLink),
  'file-text': ui(FileText),
  globe: ui(Globe),
  link: ui(Link),
  mail: ui(Mail),
  'map-pin': ui(MapPin),
  plug: ui(Plug),
  bluesky: brand(siBluesky),
  codeberg: brand(siCodeberg),
  devto: brand(siDevdotto),
  discord: brand(siDiscord),
  github: brand(siGithub),
  gitlab: brand(siGitlab),
  hashnode: brand(siHashnode),
  instagram: brand(siInstagram),
  kaggle: brand(siKaggle),
  mastodon: brand(siMastodon),
  medium: brand(siMedium),
  npm: brand(siNpm),
  orcid: brand(siOrcid),
  stackoverflow: brand(siStackoverflow),
  threads: brand(siThreads),
  x: brand(siX),
  youtube: brand(siYoutube),
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof ICONS;
