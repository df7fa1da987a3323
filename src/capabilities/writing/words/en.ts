/** The writing capability's interface words in English: the model for its other languages. */
export const writingWords = {
  /** Writing: the posts (src/content/posts/), their list, tag pages and feeds, and list_posts. */
  writing: {
    nav: 'Writing',
    title: (name: string) => `Writing by ${name}`,
    description: (name: string) => `Posts by ${name}, newest first, with feeds (RSS, Atom, JSON Feed).`,
    heading: 'Writing',
    /** `{page}` of `{pages}`, past the first page of the list. */
    pageTitle: (name: string, page: string) => `Writing by ${name}, page ${page}`,
    count: { one: '{count} post', other: '{count} posts' },
    none: 'No posts yet.',
    readingTime: { one: '{count} min read', other: '{count} min read' },
    published: 'Published',
    updated: 'Updated',
    tags: 'Tags',
    tagTitle: (tag: string, name: string) => `Posts tagged “${tag}” by ${name}`,
    tagDescription: (tag: string, name: string) => `${name}'s posts tagged “${tag}”, newest first.`,
    tagHeading: (tag: string) => `Posts tagged “${tag}”`,
    allPosts: 'All posts',
    breadcrumb: 'Breadcrumb',
    siblings: 'More posts',
    previous: 'Older post',
    next: 'Newer post',
    /** Under a post: others that share its tags or series. */
    readNext: 'Read next',
    pages: 'Pages of the list',
    olderPage: 'Older posts',
    newerPage: 'Newer posts',
    feeds: 'Follow by feed: {rss}, {atom} or {json}.',
    feedTitle: (name: string) => `${name}: writing`,
    listPosts: {
      title: 'List posts',
      description: (name: string) =>
        `${name}'s published posts, newest first: title, description, dates, tags and URL (its Markdown twin is the URL + ".md"; fetch takes the URL as id). Filter by tag, or by series (its posts then in reading order, oldest first); pages of 20 with the cursor.`,
      tag: 'Only posts with this tag',
      series: 'Only the posts of this series, in reading order (its address: the end of /writing/series/<series>)',
    },
    /** Comments under a post (giscus), when the owner has them on. */
    comments: 'Comments',
    commentsNote: 'Comments are GitHub Discussions, shown by giscus. Nothing is loaded from giscus or GitHub until you ask.',
    showComments: 'Show comments',
    commentsLoading: 'Loading the comments from giscus…',
    commentsFailed: 'giscus could not be reached. Try again?',
    /** A series of posts: the box on each of its posts, and its page. */
    series: 'Series',
    seriesPart: (place: string, total: string) => `Part ${place} of ${total}`,
    seriesHeading: (series: string) => `Series: ${series}`,
    seriesTitle: (series: string, name: string) => `${series}: a series by ${name}`,
    seriesDescription: (series: string, name: string) => `${name}'s posts in the series “${series}”, in reading order.`,
    postsText: (count: string) => `${count} published:`,
    noPost: 'No post matches.',
    llmsSection: 'Writing',
    postTemplateTitle: 'Post (Markdown)',
    postTemplateDescription: (slugs: string) => `A post as Markdown, by its slug: ${slugs}.`,
    badCursor: 'cursor: not a cursor that list_posts gave',
    /** What npm run new:post writes in a new post, for the owner to replace. */
    newPost: {
      description: (title: string) => `What “${title}” is about, in a sentence or two.`,
      draftNote: 'Remove this line (or set it to false) to publish the post with the next build.',
      body: 'Write the post here, in Markdown.',
    },
  },
  /** Its sentence in the MCP server's instructions. */
  writingMcp: {
    instructions: 'list_posts lists the published posts, newest first; fetch reads one whole by its URL.',
  },
};

export type WritingWords = typeof writingWords;
