import type { CategoryLibrary } from './types';

export const conversationsSociety: CategoryLibrary = {
  category: 'Conversations and Society',
  en: {
    titles: [
      {
        title: 'Can We Still Talk Across Political Divides?',
        topic: 'the possibility of talking across political divides',
        angle: 'Many people now avoid politics with relatives, neighbours and even old friends. The silence feels safer, but it leaves each side imagining the other as a caricature.',
        copies: 3,
      },
      {
        title: 'Why Public Conversation Feels So Angry',
        topic: 'the anger that fills so much of public conversation',
        angle: 'Scroll through any comment section and it can seem as if everyone is furious. The reality is more complicated, and more hopeful, than the loudest voices suggest.',
        copies: 2,
      },
      {
        title: 'The Lost Art of Disagreeing Well',
        topic: 'the lost art of disagreeing well',
        angle: 'Healthy societies do not need everyone to agree. They need people who can disagree without contempt, and who can still share a street, a school or a table afterwards.',
        copies: 3,
      },
      {
        title: 'What Happens When Neighbours Stop Talking',
        topic: 'the quiet cost of neighbours who no longer talk',
        angle: 'A generation ago, many people knew the names of most of their neighbours. Today many do not know the person across the hall, and the loss is larger than it looks.',
        copies: 2,
      },
      {
        title: 'Conversation as a Civic Skill',
        topic: 'the idea of conversation as a civic skill',
        angle: 'Voting takes a few minutes every few years. Talking with the people around you, especially the ones unlike you, is the everyday work that democracy quietly depends on.',
        copies: 2,
      },
      {
        title: 'How Public Spaces Shape the Way We Talk',
        topic: 'the role of public space in everyday conversation',
        angle: 'Benches, libraries, markets and playgrounds are not just amenities. They are the places where strangers become acquaintances, and where a society practises talking to itself.',
        copies: 2,
      },
      {
        title: 'Talking About Class Without Shame',
        topic: 'the discomfort of talking about class',
        angle: 'Class shapes our accents, our jobs, our holidays and our expectations, yet it remains one of the hardest subjects to raise. The silence tends to protect privilege and isolate everyone else.',
        copies: 2,
      },
      {
        title: 'Why Every Community Needs a Kitchen Table',
        topic: 'the need for shared tables in every community',
        angle: 'The most important conversations in a neighbourhood rarely happen in official meetings. They happen over coffee, soup and the washing-up.',
        copies: 2,
      },
      {
        title: 'Listening to People You Disagree With',
        topic: 'the discipline of listening to people you disagree with',
        angle: 'Listening is easy when we already agree. It becomes a real skill, and a real gift, when every part of us wants to interrupt.',
        copies: 2,
      },
      {
        title: 'Generations Talking Past Each Other',
        topic: 'the gap in conversation between generations',
        angle: 'Older and younger people often describe each other in exasperated shorthand. Beneath the stereotypes are two groups with more to teach each other than either suspects.',
        copies: 2,
      },
      {
        title: 'The Barber Shop, the Laundromat and Other Unofficial Town Halls',
        topic: 'the everyday places where communities talk',
        angle: 'Some of the most honest conversations about a neighbourhood happen while someone is getting a haircut or waiting for a spin cycle to finish.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Why Public Talk Has Hardened',
        paragraphs: [
          'Much of our public conversation now happens on platforms designed to hold attention. Researchers studying social media have found that posts using moral and emotional language tend to spread further. Outrage travels well, and so we see more of it than actually exists in the population.',
          'This creates a distorted picture. The loudest, angriest voices on any side come to stand for everyone on that side. Surveys in several countries suggest that people significantly overestimate how extreme their political opponents are.',
          'Knowing this does not fix the problem, but it changes how we might respond. The person in front of you is almost certainly more nuanced than the online version of their group. Talking to them, rather than to the caricature, is where repair begins.',
        ],
      },
      {
        heading: 'Disagreement Is Not the Problem',
        paragraphs: [
          'A society in which everyone agreed would not be healthy; it would be stagnant or afraid. Disagreement is how communities test ideas, notice blind spots and adapt. The problem is not that we disagree but how.',
          'Contempt is the real danger. When we start to see the other side not as mistaken but as stupid or evil, conversation stops being possible. We no longer try to persuade; we only try to win or to leave.',
          'Disagreeing well means keeping the other person’s dignity intact. You can say, “I think you are wrong about this, and here is why,” while still treating them as someone whose reasons are worth hearing. That combination is rarer than it should be, and more powerful than it looks.',
        ],
      },
      {
        heading: 'Listening Across Difference',
        paragraphs: [
          'When we talk with someone we disagree with, we tend to listen for weaknesses in their argument. A different approach is to listen for the concern underneath it. Behind most political positions is something the person fears losing or hopes to protect.',
          'Try summarising their view so well that they would agree with your summary. This is sometimes called steelmanning, the opposite of attacking a straw man. It is difficult, and it often reveals that the disagreement is narrower than it first appeared.',
          'You do not have to abandon your own view to listen this way. Understanding someone is not the same as agreeing with them. But people who feel understood are far more likely to extend the same courtesy to you.',
        ],
      },
      {
        heading: 'Stories Before Positions',
        paragraphs: [
          'Research published in 2021 by Emily Kubin and colleagues suggests that, in moral and political disagreements, sharing personal experiences tends to earn more respect from opponents than sharing facts alone. People find it harder to dismiss a lived experience than a statistic.',
          'This does not mean facts do not matter. It means that facts land differently once there is some trust. Starting with “Here is how this has affected my life” opens a door that “Here is why you are wrong” keeps shut.',
          'You can invite stories from others too. Asking “How did you come to see it this way?” is more productive than asking “How can you believe that?” The first invites a history; the second invites a defence.',
        ],
      },
      {
        heading: 'Places Where People Meet',
        paragraphs: [
          'The sociologist Eric Klinenberg uses the term social infrastructure for the libraries, parks, markets and community centres where people routinely encounter one another. These places matter because they bring together people who would otherwise never talk.',
          'When such spaces close or decline, conversation does not simply move elsewhere. Often it stops. People retreat into private homes and online circles made up of people like themselves, and the common ground that a neighbourhood depends on slowly erodes.',
          'Supporting these places is one of the most practical things anyone can do for public conversation. Borrow books, use the park, buy from the market stall, turn up to the local event. Presence keeps them alive.',
        ],
      },
      {
        heading: 'Conversations Between Generations',
        paragraphs: [
          'Many of us spend most of our time with people of roughly our own age. Schools, workplaces and social media all tend to sort us that way. The result is that generations often know each other mainly through stereotypes.',
          'Intergenerational conversation corrects those stereotypes quickly. Older people often turn out to be more curious than expected; younger people more thoughtful. Both discover that the other has faced versions of the same fears and hopes.',
          'Such conversations rarely happen by accident, so it helps to create them on purpose. Shared projects, mentoring schemes, community gardens and family meals with a single open question on the table can all bring generations into genuine contact.',
        ],
      },
      {
        heading: 'Small Civic Habits',
        paragraphs: [
          'It is easy to feel that public conversation is beyond our influence. But every society is made of millions of small exchanges: between neighbours, colleagues, shopkeepers and customers. Each one either builds a little trust or wears a little away.',
          'Small habits matter. Greeting people by name, asking the newcomer how they are settling in, choosing not to share the angry post, attending one local meeting a year. None of them is heroic; together they shape the atmosphere of a place.',
          'Perhaps the most powerful habit is simply to keep talking to people you disagree with. Not to convert them, but to remain in relationship. A society where people still talk across differences is far more resilient than one where they have given up.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Ground Rules for a Conversation Across Difference',
        lead: 'If you are about to talk with someone whose views differ sharply from yours, these agreements can help:',
        items: [
          'Aim to understand first and to persuade later, if at all.',
          'Speak from your own experience rather than for a whole group.',
          'Ask how the other person came to their view.',
          'Summarise their position before responding to it.',
          'Avoid labels and insults, even mild ones.',
          'Name the things you agree on, however small.',
          'Agree that either of you can pause the conversation at any time.',
        ],
        after: 'Ground rules work best when both people agree to them out loud at the start.',
      },
      {
        heading: 'Ways to Strengthen Conversation Where You Live',
        lead: 'Healthy public conversation starts locally. Here are a few ways to contribute:',
        items: [
          'Learn the names of three neighbours you do not yet know.',
          'Use your local library, market or park regularly.',
          'Host a simple gathering with an open question to discuss.',
          'Attend a local meeting and listen before you speak.',
          'Support small businesses that act as informal meeting places.',
          'Invite someone from a different generation into a shared project.',
          'Offer a welcome to people who have just moved in.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Build Bridges',
      lead: 'These questions tend to open conversations across difference rather than close them. Ask them with real curiosity:',
      items: [
        'How did you come to see things the way you do?',
        'What experience has shaped your view on this most?',
        'What do you think people on the other side misunderstand about you?',
        'What are you most worried about for the future?',
        'Is there anything you think we both want, even if we disagree on how to get there?',
        'What would change your mind, if anything?',
        'What do you love about the place where you live?',
        'What do you wish people in power would ask people like you?',
      ],
    },
  },
};
