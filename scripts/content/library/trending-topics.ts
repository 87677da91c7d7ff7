import type { CategoryLibrary } from './types';

export const trendingTopics: CategoryLibrary = {
  category: 'Trending Topics',
  en: {
    titles: [
      {
        title: 'Can an AI Companion Replace a Friend?',
        topic: 'the question of whether an AI companion can replace a friend',
        angle: 'Millions of people now chat daily with artificial companions that are always available and never impatient. It is worth asking what they offer, and what they cannot.',
        copies: 3,
      },
      {
        title: 'The Loneliness Epidemic: What the Headlines Miss',
        topic: 'the so-called loneliness epidemic',
        angle: 'Loneliness has become a fixture of news coverage, often described as an epidemic. The reality is both more nuanced and more hopeful than the headlines suggest.',
        copies: 3,
      },
      {
        title: 'Phone-Free Dinners Are Having a Moment',
        topic: 'the rise of phone-free dinners',
        angle: 'Restaurants with phone lockers, dinner parties with a basket by the door, families with a no-screens rule at the table: more people are choosing to eat without their devices.',
        copies: 2,
      },
      {
        title: 'Why Everyone Is Talking About Third Places',
        topic: 'the renewed interest in third places',
        angle: 'The term was coined decades ago to describe cafés, pubs and community spaces between home and work. Suddenly it is everywhere again, and for good reason.',
        copies: 2,
      },
      {
        title: 'Run Clubs, Supper Clubs and the New Ways People Meet',
        topic: 'the new ways people are meeting in person',
        angle: 'Tired of apps and algorithms, many people are turning to activities that bring strangers together in person. The running club has become the new social club.',
        copies: 2,
      },
      {
        title: 'Simpler Phones and the Desire to Disconnect',
        topic: 'the desire to disconnect with simpler phones',
        angle: 'Some people are trading their smartphones for devices that can only call and text. It is a small rebellion, and it says something about what many of us feel we have lost.',
        copies: 2,
      },
      {
        title: 'Therapy Speak in Everyday Conversation',
        topic: 'the spread of therapy language in everyday conversation',
        angle: 'Boundaries, triggers, gaslighting, trauma: words once reserved for therapists’ offices are now part of everyday speech. They can help us name things, and they can also be misused.',
        copies: 2,
      },
      {
        title: 'Ministers for Loneliness: How Governments Are Responding',
        topic: 'the government response to loneliness',
        angle: 'In 2018 the United Kingdom appointed a minister with responsibility for loneliness. Other countries and international bodies have since followed with policies of their own.',
        copies: 2,
      },
      {
        title: 'Why Slow Living Keeps Trending',
        topic: 'the enduring appeal of slow living',
        angle: 'Bread baking, letter writing, long walks, mending clothes: slow living keeps resurfacing as a trend. Perhaps it is less a fashion than a correction.',
        copies: 2,
      },
      {
        title: 'The Rise of Conversation Cards and Question Games',
        topic: 'the popularity of conversation cards and question games',
        angle: 'Boxes of question cards have become popular gifts, and question nights are spreading through living rooms and bars. People seem to want permission to talk about more than the weather.',
        copies: 2,
      },
      {
        title: 'Voice Messages Are Replacing Phone Calls',
        topic: 'the shift from phone calls to voice messages',
        angle: 'Many people now prefer sending a voice message to making a call. It offers warmth without the pressure of real time, and it brings its own new etiquette.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'A Hunger for Real Connection',
        paragraphs: [
          'Look at the trends of recent years and a pattern emerges. Phone-free dinners, run clubs, question cards, supper clubs, simpler phones: many of them are attempts to get back something that constant connectivity has quietly eroded.',
          'These trends suggest that people are not tired of connection itself. They are tired of thin connection, the kind that fills time without filling the need to be known. The appetite for real conversation seems stronger than ever.',
          'It is worth paying attention to trends like these, not because they are fashionable but because they reveal what people are missing. Each one is a small experiment in living differently.',
        ],
      },
      {
        heading: 'AI Companions and Human Needs',
        paragraphs: [
          'Conversational AI has made it possible to chat with a companion that is always available, endlessly patient and never bored. For some people, especially those who are isolated, this can offer comfort and a low-pressure space to practise talking.',
          'But there are reasons for caution. A relationship with a program is not reciprocal in the way human relationships are. It does not need anything from us, remember us in the way people do, or show up at our door when we are ill.',
          'Perhaps the most useful question is not whether AI companions are good or bad, but what role they play. As a bridge toward human connection, they may help. As a substitute for it, they may leave the deeper need untouched.',
        ],
      },
      {
        heading: 'Governments Take Loneliness Seriously',
        paragraphs: [
          'In 2018 the United Kingdom gave a minister responsibility for loneliness and published a national strategy. Japan appointed a minister for loneliness and isolation in 2021. In 2023 the World Health Organization launched a Commission on Social Connection.',
          'These moves reflect growing evidence that loneliness and social isolation affect health, not just happiness. Policies range from funding community groups to training doctors to recognise loneliness and refer patients to local activities.',
          'Government action can help, especially by supporting the places and programmes that bring people together. But it cannot replace the everyday choices of individuals to reach out, invite and show up.',
        ],
      },
      {
        heading: 'Offline Is the New Luxury',
        paragraphs: [
          'There is a certain irony in the fact that being unreachable has become desirable. Retreats without wifi, restaurants that lock away phones and simpler devices are marketed as luxuries, promising attention and presence.',
          'Some of this is marketing, but the underlying desire is real. Many people feel that their attention has been fragmented, and that they have lost the capacity for long, uninterrupted conversations.',
          'You do not need to pay for an expensive retreat to reclaim some of that attention. A phone left in another room during dinner, a walk without headphones, an evening a week without screens can offer a similar reset.',
        ],
      },
      {
        heading: 'The Language of Therapy',
        paragraphs: [
          'Therapeutic vocabulary has spread widely through social media and popular culture. Many people now talk about boundaries, attachment styles, triggers and red flags in ordinary conversation.',
          'This can be valuable. Having words for experiences helps people recognise and communicate them. Someone who can say “I need to set a boundary” may be able to protect themselves in a way they could not before.',
          'But the language can also be used loosely or as a weapon. Calling every disagreement gaslighting, or every uncomfortable conversation a trigger, can shut down the very dialogue that relationships need. The words work best when used carefully and with humility.',
        ],
      },
      {
        heading: 'Trends Come and Go, Needs Remain',
        paragraphs: [
          'Most trends fade. Next year there will be a new kind of club, a new app, a new buzzword. What stays constant is the human need they try to meet: to belong, to be understood, to matter to someone.',
          'This perspective can help you decide which trends to follow. The question is not whether something is popular but whether it helps you meet that deeper need in a way that suits your life.',
          'Some of the oldest practices, such as sharing meals, walking with friends and writing letters, keep returning as trends precisely because they work. Fashion occasionally rediscovers wisdom.',
        ],
      },
      {
        heading: 'Joining In Thoughtfully',
        paragraphs: [
          'If a trend appeals to you, try it with curiosity rather than expectation. Join the run club for a month, host a phone-free dinner, buy the question cards. Notice what changes and what does not.',
          'Be wary of trends that promise instant transformation or demand expensive purchases. Real connection is usually simple, cheap and slow. The best trends make it easier to do the things people have always done.',
          'And remember that you do not need a trend to begin. You can invite a neighbour for tea, call an old friend or ask a deeper question at dinner tonight. The most important connections rarely arrive as a movement.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Trends Worth Trying',
        lead: 'Some recent trends are genuinely good for connection. Here are a few worth experimenting with:',
        items: [
          'A phone-free dinner with friends or family once a week.',
          'Joining a local run, walk or cycling club.',
          'Hosting a question night with a set of conversation cards.',
          'Sending a voice message instead of a text to someone you miss.',
          'Becoming a regular at one local café or library.',
          'Trying a supper club where strangers share a table.',
          'Taking one screen-free evening a week.',
        ],
        after: 'Treat each one as an experiment. Keep what brings you closer to people, and let the rest go.',
      },
      {
        heading: 'Questions to Ask Before Joining a Trend',
        lead: 'Not every trend suits every life. A few questions can help you decide:',
        items: [
          'What need is this trend trying to meet, and do I share it?',
          'Will it bring me closer to people, or just give me something to post?',
          'Does it require money or equipment I do not need?',
          'Is it something I could sustain for more than a few weeks?',
          'Would a simpler version work just as well?',
          'Who could I invite to try it with me?',
        ],
      },
    ],
    questions: {
      heading: 'Questions About How We Connect Now',
      lead: 'These questions can spark interesting conversations about how connection is changing:',
      items: [
        'How has the way you keep in touch with friends changed over the past ten years?',
        'What do you miss about how people connected before smartphones, if anything?',
        'Would you ever confide in an AI? Why or why not?',
        'Where do you go to be around people without needing a reason?',
        'What is one habit you have changed to be more present with others?',
        'Which new way of meeting people would you like to try?',
        'What do you think people will look back on and find strange about how we communicate today?',
        'What does real connection feel like to you?',
      ],
    },
  },
};
