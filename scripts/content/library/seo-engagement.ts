import type { CategoryLibrary } from './types';

export const seoEngagement: CategoryLibrary = {
  category: 'SEO & Engagement',
  en: {
    titles: [
      {
        title: 'How to Write Headlines That Invite Instead of Bait',
        topic: 'the craft of headlines that invite rather than bait',
        angle: 'A headline makes a promise. Clickbait breaks it within the first paragraph; an inviting headline keeps it, and earns a reader who comes back.',
        copies: 3,
      },
      {
        title: 'Why Meaningful Content Still Finds Its Readers',
        topic: 'the quiet reach of meaningful content',
        angle: 'It can seem as though only the loudest, shortest and most outrageous content gets seen. Yet thoughtful writing keeps finding readers, often for years after it is published.',
        copies: 2,
      },
      {
        title: 'Engagement Without Manipulation',
        topic: 'the idea of engagement without manipulation',
        angle: 'Infinite scroll, streaks and alarming notifications can keep people on a page, but they can also leave readers feeling used. There is another way to measure whether people value what you make.',
        copies: 3,
      },
      {
        title: 'What Search Engines Reward (and What Readers Need)',
        topic: 'the overlap between what search engines reward and what readers need',
        angle: 'Search engines have spent years trying to reward pages that genuinely help people. The best strategy for being found has quietly become the same as the best strategy for being useful.',
        copies: 2,
      },
      {
        title: 'Writing Descriptions People Actually Want to Click',
        topic: 'the craft of writing a description people want to click',
        angle: 'The short description beneath a title in search results is often the first thing a reader sees. One or two honest, specific sentences can do more than any trick.',
        copies: 2,
      },
      {
        title: 'Comment Sections Worth Reading',
        topic: 'the possibility of a comment section worth reading',
        angle: 'Most of the internet has taught us not to read the comments. With clear principles and patient moderation, a comment section can become the best part of a page.',
        copies: 2,
      },
      {
        title: 'Measuring What Matters: Beyond Page Views',
        topic: 'the search for metrics beyond page views',
        angle: 'A page view tells you someone arrived, not whether they read, understood, returned or told a friend. Those are the numbers worth caring about.',
        copies: 2,
      },
      {
        title: 'Building an Audience That Trusts You',
        topic: 'the slow work of building an audience that trusts you',
        angle: 'Audiences built on tricks disappear the moment the trick stops working. Audiences built on trust grow slowly and stay.',
        copies: 2,
      },
      {
        title: 'Internal Links as a Reading Path',
        topic: 'the use of internal links as a reading path',
        angle: 'A well-placed link to a related article is more than a ranking signal. It is a suggestion from a thoughtful host: if you liked this, you might also want to read that.',
        copies: 2,
      },
      {
        title: 'Why Slow Content Wins Over Time',
        topic: 'the long-term advantage of slow content',
        angle: 'Quick, topical posts spike and vanish. Carefully written pieces on lasting questions gather readers slowly, month after month, long after the news cycle has moved on.',
        copies: 2,
      },
      {
        title: 'Accessibility Is Good for Everyone',
        topic: 'the everyday value of accessible writing',
        angle: 'Alt text, clear headings, plain language and readable contrast help people with disabilities. They also help everyone reading on a small screen on a noisy bus.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Write for Readers First',
        paragraphs: [
          'Search engines have said for years that they aim to reward content written primarily to help people, rather than content written mainly to rank. In practice this means answering real questions clearly, demonstrating genuine experience, and leaving readers feeling that their time was well spent.',
          'A useful test is to imagine a specific reader arriving on your page. What were they hoping to find? Does the first paragraph reassure them they are in the right place? Does the piece deliver what the title promised? If the answers are yes, you are probably doing good search engine optimisation without thinking about it.',
          'Writing for readers also means resisting padding. Stretching a short answer into a long article to hit a word count rarely helps anyone. Say what you have to say, as well as you can, and let the length follow the substance.',
        ],
      },
      {
        heading: 'Honest Headlines',
        paragraphs: [
          'A headline has two jobs: to tell the reader what the piece is about, and to make them want to read it. Clickbait sacrifices the first job for the second. It may win a click, but it loses trust, and trust is what brings readers back.',
          'Honest headlines can still be inviting. Specificity helps: “How to Ask a Question That Actually Matters” tells the reader exactly what to expect and hints at something valuable. Curiosity helps too, as long as the article satisfies it.',
          'Before publishing, reread your headline after reading the article. Does it promise anything the piece does not deliver? Does it undersell what is there? Adjusting a few words can make a surprising difference.',
        ],
      },
      {
        heading: 'Descriptions and Structure',
        paragraphs: [
          'The description that appears in search results and on catalogue cards is often overlooked. One or two sentences that summarise the article honestly, in plain language, help readers decide whether to click and help search engines understand the page.',
          'Structure matters for the same reasons. Clear headings let readers scan and find the part they need. Short paragraphs and occasional lists make a long piece easier to read on a phone. Good structure is a courtesy to the reader that search engines also happen to appreciate.',
          'Think of structure as a map. A reader should be able to glance at the headings and understand the shape of the argument. If the headings alone do not make sense, the piece may need reorganising.',
        ],
      },
      {
        heading: 'Measuring Real Engagement',
        paragraphs: [
          'Page views are easy to count, which is why they dominate dashboards. But a page view only tells you that someone arrived. It says nothing about whether they read, understood or valued what they found.',
          'More meaningful signals include how far people scroll, how long they stay, whether they return, and whether they follow a link to another article. Comments, replies and shares with a personal note are even stronger signs that something resonated.',
          'Choosing the right measures shapes what you make. If you reward yourself for page views, you will drift toward clickbait. If you reward yourself for returning readers, you will drift toward quality.',
        ],
      },
      {
        heading: 'Comments and Community',
        paragraphs: [
          'A comment section reflects the rules and care behind it. Without moderation, the loudest and angriest voices tend to dominate. With clear principles applied consistently, comments can add perspectives the author never considered.',
          'Good moderation is mostly invisible. It means setting expectations clearly, responding early to the first signs of hostility, and highlighting thoughtful contributions. It also means being transparent about what is removed and why.',
          'When readers see that their contributions are read and valued, they write more carefully. Over time, a community forms that protects its own tone, and the comment section becomes a reason to visit rather than a reason to leave.',
        ],
      },
      {
        heading: 'Links That Help Readers',
        paragraphs: [
          'Internal links, connecting one article to another on the same site, help search engines understand how your content fits together. More importantly, they help readers continue exploring a subject that interests them.',
          'The best links feel like recommendations rather than advertisements. They appear where a reader might naturally wonder about a related idea, and their link text tells the reader what they will find. “Read more about listening without planning your reply” is more helpful than “click here.”',
          'Avoid overloading an article with links. A few well-chosen ones create a reading path; dozens create noise. Ask of each link whether a curious reader would genuinely want to follow it.',
        ],
      },
      {
        heading: 'Accessible and Multilingual',
        paragraphs: [
          'Accessibility is often treated as a technical checklist, but it begins with writing. Plain language, clear structure and descriptive link text help readers with cognitive disabilities, readers using screen readers and readers in a hurry alike.',
          'Images need alternative text that describes what they show and why it matters. Headings need to be real headings, not just bold text. Colour contrast needs to be strong enough to read in bright sunlight. Each of these helps real people, and each also helps search engines understand the page.',
          'Offering content in several languages extends the same principle. Careful translations, rather than automatic ones, welcome readers who would otherwise be shut out, and they signal that the site takes those readers seriously.',
        ],
      },
    ],
    lists: [
      {
        heading: 'A Checklist Before You Publish',
        lead: 'Before an article goes live, a few minutes with this checklist can catch most problems:',
        items: [
          'Does the title describe the piece honestly?',
          'Does the description summarise it in one or two clear sentences?',
          'Does the first paragraph tell readers they are in the right place?',
          'Do the headings make sense on their own?',
          'Does every image have meaningful alternative text?',
          'Do links point to pages a curious reader would genuinely want?',
          'Would you be glad to have read this piece if someone else had written it?',
        ],
        after: 'The last question is the most important. If the answer is yes, the rest usually follows.',
      },
      {
        heading: 'Engagement Signals Worth Watching',
        lead: 'If page views are not enough, what should you look at instead? These signals tend to reflect real value:',
        items: [
          'The share of readers who scroll to the end.',
          'Readers who return within a month.',
          'Clicks from one article to a related one.',
          'Thoughtful comments and replies.',
          'Articles that keep attracting readers long after publication.',
          'Messages from readers saying a piece helped them.',
        ],
      },
    ],
    // The common frames speak to private life; these speak to people who publish.
    intros: [
      'Anyone who publishes writing online eventually runs into {topic}. It sits right where the needs of readers meet the habits of platforms, and it is easy to get wrong in either direction.',
      'Most advice about {topic} is written for marketers. This piece is for people who care more about their readers than about rankings, and who suspect the two are not as far apart as they seem.',
      'If you write about things that matter, {topic} can feel like a distraction from the real work. It does not have to be; handled well, it is part of the same care.',
      'There is a quieter way to think about {topic}, one that starts with the person on the other side of the screen rather than with the dashboard.',
      'We spend a surprising amount of time at Parley thinking about {topic}. Not because we want to chase numbers, but because good writing deserves to be found by the people who need it.',
      'It is tempting to treat {topic} as a bag of tricks. In our experience the tricks age quickly, while the principles underneath them last.',
      'Every site that publishes thoughtful writing has to make decisions about {topic}. Here is how we think about them, and what our readers have taught us.',
      'Ask ten people about {topic} and you will hear ten different formulas. The useful answer is usually simpler: be honest, be clear and respect the reader’s time.',
    ],
    closings: [
      'In the end, {topic} comes down to respect: for the reader’s attention, their intelligence and their time. Get that right and most of the rest follows.',
      'None of this requires a large team or a special budget. It requires deciding, piece by piece, that readers come first whenever you think about {topic}, and then being patient.',
      'Treat what you have read here about {topic} as a set of experiments. Try one change, watch what your readers do, and keep what genuinely helps them.',
      'Algorithms change every year; people change far more slowly. If your approach to {topic} is built around people, it will survive the next update and the one after that.',
      'The best measure of success with {topic} is not a number on a dashboard but a reader who comes back, reads to the end and tells a friend.',
      'There is no final checklist for {topic}, only the next piece you publish. Make it a little clearer, a little more honest and a little more useful than the last.',
      'If you remember one thing about {topic}, let it be this: a trick may win a click, but only trust wins a reader.',
      'Good writing deserves to be found. Thinking carefully about {topic} is simply the last step of writing well: making sure the people who need a piece can actually reach it.',
    ],
    descriptions: [
      'Practical, reader-first thinking about {topic}, for anyone who publishes writing they care about.',
      'Another look at {topic}: what tends to help readers, what only helps dashboards, and where to start.',
      'Notes and small experiments around {topic}, drawn from running a site about deep conversation.',
      'A calm, practical guide to {topic} for writers and editors who would rather earn trust than clicks.',
    ],
    questions: {
      heading: 'Questions to Ask About Every Piece You Publish',
      lead: 'These questions help keep writing focused on readers rather than on algorithms:',
      items: [
        'Who is this for, specifically?',
        'What question does it answer, and does it answer it well?',
        'What would a reader lose if this piece did not exist?',
        'Is there anything here included only to rank rather than to help?',
        'Would I be comfortable if a reader saw exactly how this was made?',
        'Does the title promise exactly what the piece delivers?',
        'Is it easy to read on a small screen?',
        'Where should a reader who enjoyed this go next?',
      ],
    },
  },
};
