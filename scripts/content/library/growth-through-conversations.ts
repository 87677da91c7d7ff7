import type { CategoryLibrary } from './types';

export const growthThroughConversations: CategoryLibrary = {
  category: 'Personal Growth Through Conversations',
  en: {
    titles: [
      {
        title: 'The Conversations That Change Our Minds',
        topic: 'the rare conversation that changes your mind',
        angle: 'Most of us can name one conversation that changed how we see the world. It was rarely a debate; more often it was someone who listened, asked, and told the truth.',
        copies: 3,
      },
      {
        title: 'How to Learn From Every Person You Meet',
        topic: 'the habit of learning from every person you meet',
        angle: 'Everyone you meet knows something you do not. The trick is to become the kind of person who finds out what it is.',
        copies: 2,
      },
      {
        title: 'Feedback Is a Gift (Even When It Stings)',
        topic: 'the value of feedback that stings',
        angle: 'Hearing how we come across can be painful, and most of us instinctively defend ourselves. Yet the feedback that stings is often the feedback we most needed.',
        copies: 3,
      },
      {
        title: 'Talking Your Way Through a Decision',
        topic: 'the practice of talking through a decision',
        angle: 'Some decisions refuse to resolve inside our heads, circling for weeks. Saying them out loud to the right person can untangle in an hour what weeks of private worrying could not.',
        copies: 2,
      },
      {
        title: 'What Mentors Actually Do',
        topic: 'the quiet influence of a good mentor',
        angle: 'We imagine mentors as people who hand out wisdom. The best ones mostly ask questions, and then believe in our answers a little before we do.',
        copies: 2,
      },
      {
        title: 'Growing Through Hard Conversations',
        topic: 'the growth that hides inside hard conversations',
        angle: 'The conversations we dread are often the ones that change us most. Not because they are pleasant, but because they force us to meet ourselves and others honestly.',
        copies: 2,
      },
      {
        title: 'Why Saying It Out Loud Helps',
        topic: 'the relief of saying something out loud',
        angle: 'A worry spoken aloud often sounds different from the same worry circling silently: sometimes smaller, sometimes truer. Either way, it becomes something you can work with.',
        copies: 2,
      },
      {
        title: 'Becoming Someone Others Can Talk To',
        topic: 'the work of becoming someone others can talk to',
        angle: 'Some people attract confidences wherever they go. It is not magic; it is a set of habits that anyone can learn, and learning them changes the listener as much as the speaker.',
        copies: 2,
      },
      {
        title: 'Asking for Help Without Feeling Small',
        topic: 'the skill of asking for help without feeling small',
        angle: 'Many capable people find it easier to help a hundred others than to ask for help once. Learning to ask is not a sign of weakness; it is a sign of growing trust.',
        copies: 2,
      },
      {
        title: 'Conversations With Your Younger Self',
        topic: 'the imagined conversation with your younger self',
        angle: 'If you could sit across from yourself at sixteen, what would you say, and what would you want to hear back? The exercise is more revealing than it sounds.',
        copies: 2,
      },
      {
        title: 'The Friend Who Tells You the Truth',
        topic: 'the value of a friend who tells you the truth',
        angle: 'Flattering friends are pleasant company. The friend who tells you, kindly, what you do not want to hear is rarer, and worth more.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Minds Change in Dialogue',
        paragraphs: [
          'We rarely change our minds because someone wins an argument against us. Being defeated in a debate tends to make us dig in. Minds change more often in conversations where we feel respected, where we are asked questions rather than lectured, and where we have space to think aloud.',
          'If you look back at the moments when your views shifted, you may notice a pattern. Someone told a story you had not heard before. Someone asked a question you could not answer. Someone disagreed with you while making it clear they still liked you.',
          'This has a practical implication: if you want to grow, seek out conversations with people who see things differently and who are kind about it. And if you want to help someone else grow, be that kind of person for them.',
        ],
      },
      {
        heading: 'Receiving Feedback Well',
        paragraphs: [
          'Feedback triggers a surprisingly strong defence response. Our sense of who we are feels threatened, and the mind rushes to explain, justify or discredit the messenger. Knowing this is the first step to receiving it better.',
          'When you hear something difficult about yourself, try to delay your response. Say, “Thank you, let me think about that,” and mean it. Come back a day later, when the sting has faded, and consider what might be true in what you heard.',
          'Not all feedback is accurate, and you do not have to accept everything. But if you hear the same thing from several people, or if it stings in a way that feels familiar, it is probably worth taking seriously. Growth often lives in exactly those uncomfortable places.',
        ],
      },
      {
        heading: 'Thinking Out Loud',
        paragraphs: [
          'Thoughts that stay inside our heads tend to loop. We revisit the same worries, the same arguments, the same half-formed plans. Saying them out loud forces them into sentences, and sentences have a beginning, a middle and an end.',
          'The listener does not always need to say much. Often the most useful thing someone can do is ask, “And then what?” or “What worries you most about that?” The act of explaining to another person helps you notice what you actually think.',
          'If there is no one available, talking to yourself on a walk or recording a voice memo can serve a similar purpose. But there is something about another person’s attention that sharpens our thinking, which is why good conversations so often end with “I did not realise that until I said it.”',
        ],
      },
      {
        heading: 'Learning From Everyone',
        paragraphs: [
          'Every person you meet has expertise you lack: a job you know nothing about, a place you have never lived, a problem they have solved. Treating people as sources of learning, rather than as audiences for your opinions, changes every conversation.',
          'One simple approach is to ask people about what they know best. “What is something about your work that outsiders never understand?” or “What did growing up there teach you?” These questions flatter no one and interest everyone.',
          'This habit also protects against a quiet arrogance that can creep in as we grow older and more established. Staying curious about others keeps us humble, and humility is one of the best conditions for growth.',
        ],
      },
      {
        heading: 'The Role of Mentors and Peers',
        paragraphs: [
          'A good mentor rarely tells you what to do. More often, they ask questions that help you see your own situation more clearly, and they share their experience without insisting that it applies to you.',
          'Peers can play the same role. A small group of people at a similar stage, meeting regularly to talk honestly about their challenges, can be as valuable as any expert. Hearing others describe problems like yours makes yours feel less shameful and more solvable.',
          'If you do not have a mentor, you can look for one by asking for a single conversation rather than a long-term commitment. “Could I ask you a few questions about how you handled this?” is a much easier request to say yes to.',
        ],
      },
      {
        heading: 'Asking for Help',
        paragraphs: [
          'Research on helping suggests that people are more willing to help than we expect, and that they often feel good after doing so. Yet many of us delay asking for help until we are overwhelmed, because asking feels like admitting failure.',
          'It helps to make requests specific. “Could you look over this letter before I send it?” is easier to say yes to than a vague “I am struggling.” Specific requests also give the other person a clear way to succeed at helping you.',
          'Asking for help builds relationships. It gives others the chance to contribute, and it creates a two-way bond where there might otherwise be only politeness. People who let themselves be helped often find that their relationships deepen as a result.',
        ],
      },
      {
        heading: 'Growth in Difficult Exchanges',
        paragraphs: [
          'The conversations we avoid often contain the lessons we most need. A conflict with a colleague can show us how we handle criticism; a disagreement with a partner can show us what we fear losing.',
          'Approaching hard conversations as learning opportunities does not make them painless, but it changes the question. Instead of “How do I survive this?” you can ask “What can this teach me about myself and about the other person?”',
          'Afterwards, take a few minutes to reflect. What did you do well? What would you do differently? What did you learn about what matters to you? Each hard conversation, examined honestly, makes the next one a little easier.',
        ],
      },
    ],
    lists: [
      {
        heading: 'How to Ask for Useful Feedback',
        lead: 'Vague requests get vague answers. These steps make feedback more useful and easier to give:',
        ordered: true,
        items: [
          'Choose someone who has seen you in the situation you want to improve.',
          'Ask about one specific thing rather than “everything.”',
          'Ask what you should keep doing as well as what to change.',
          'Listen without explaining or defending yourself.',
          'Thank them, and tell them what you plan to try.',
          'Follow up later to let them know how it went.',
        ],
        after: 'People who see that their feedback is used become more willing to offer it again.',
      },
      {
        heading: 'Signs a Conversation Helped You Grow',
        lead: 'Growth is not always obvious in the moment. These are signs that a conversation has changed something in you:',
        items: [
          'You keep thinking about a question the other person asked.',
          'You see a familiar situation from a new angle.',
          'You feel slightly uncomfortable, but not defensive.',
          'You want to act differently, even in a small way.',
          'You understand someone you previously dismissed.',
          'You find yourself repeating an idea from the conversation to someone else.',
        ],
      },
    ],
    questions: {
      heading: 'Questions to Ask the People Who Know You Well',
      lead: 'The people close to you often see your growth more clearly than you do. These questions invite their perspective:',
      items: [
        'What do you think I am better at than I give myself credit for?',
        'When have you seen me at my best?',
        'What is one habit of mine you think holds me back?',
        'How have I changed since you first met me?',
        'What do you think I should say yes to more often?',
        'What advice would you give me if you knew I would take it?',
        'What do you come to me for?',
        'What is something you have learned from me?',
      ],
    },
  },
};
