import type { CategoryLibrary } from './types';

export const relationshipsConnection: CategoryLibrary = {
  category: 'Relationships & Connection',
  en: {
    titles: [
      {
        title: 'What Makes a Relationship Feel Safe',
        topic: 'the feeling of safety in a relationship',
        angle: 'Whether with a partner, a parent or a friend, we relax most with people around whom we do not have to perform. That sense of safety is built, and it can be rebuilt.',
        copies: 3,
      },
      {
        title: 'The Art of Checking In',
        topic: 'the simple art of checking in',
        angle: 'A short message asking “How did it go?” after someone’s difficult day can mean more than any grand gesture. Checking in is one of the smallest and most powerful acts of care.',
        copies: 2,
      },
      {
        title: 'Why We Push Away the People We Need',
        topic: 'the habit of pushing away the people we need',
        angle: 'When we are most in need of closeness, many of us withdraw, snap or go quiet. Understanding where that reflex comes from makes it easier to catch, and to explain.',
        copies: 3,
      },
      {
        title: 'Trust Is Built in Small Moments',
        topic: 'the small moments in which trust is built',
        angle: 'We often think trust is tested in dramatic situations. Mostly it is built, or eroded, in ordinary ones: a remembered detail, a kept promise, a secret not shared.',
        copies: 2,
      },
      {
        title: 'How to Reconnect After a Period of Distance',
        topic: 'reconnecting after a period of distance',
        angle: 'Relationships drift for many reasons: busy seasons, misunderstandings, moves, illness. Coming back together is often easier than the distance makes it seem.',
        copies: 2,
      },
      {
        title: 'Boundaries That Bring People Closer',
        topic: 'the paradox of boundaries that bring people closer',
        angle: 'Boundaries are often described as walls. Done well, they are more like the banks of a river: they give a relationship shape so that it can flow.',
        copies: 2,
      },
      {
        title: 'Attachment Styles Without the Labels',
        topic: 'the idea of attachment styles',
        angle: 'Attachment theory has become a popular way to explain relationship patterns, sometimes too popular. Used gently, it can help us understand ourselves; used as a label, it can trap us.',
        copies: 2,
      },
      {
        title: 'Being Truly Present With Someone',
        topic: 'the practice of being truly present with someone',
        angle: 'It is possible to spend an entire evening with someone and not really be there. Presence is simple to describe and surprisingly hard to practise.',
        copies: 2,
      },
      {
        title: 'How to Let Someone Know They Matter to You',
        topic: 'the habit of letting people know they matter',
        angle: 'Many people go years without hearing that they are important to someone. Saying it, clearly and specifically, is a gift that costs almost nothing.',
        copies: 2,
      },
      {
        title: 'When a Relationship Feels One-Sided',
        topic: 'the imbalance of a one-sided relationship',
        angle: 'Every relationship has periods when one person gives more. When the imbalance becomes permanent, it quietly wears down even the warmest connection.',
        copies: 2,
      },
      {
        title: 'The Quiet Strength of Showing Up',
        topic: 'the quiet strength of simply showing up',
        angle: 'At funerals, hospital bedsides and moving days, what people remember is not what you said but that you came.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Safety Comes First',
        paragraphs: [
          'Relationship researchers such as Harry Reis have emphasised the importance of perceived responsiveness: the sense that another person understands us, values us and cares about our needs. When we feel this, we open up. When we do not, we protect ourselves.',
          'Safety is not the absence of conflict. Safe relationships include disagreements, but they are conducted without contempt, threats or humiliation. Both people know that the relationship will survive an honest conversation.',
          'You can contribute to safety in small ways: responding warmly when someone shares something vulnerable, keeping confidences, apologising when you have been unkind. Each act tells the other person that they are safe with you.',
        ],
      },
      {
        heading: 'Trust in Small Moments',
        paragraphs: [
          'The researcher and writer Brené Brown often describes trust with the image of a marble jar. Each small act of reliability, such as remembering what someone told you or showing up when you said you would, adds a marble. Betrayals, even small ones, remove them.',
          'The image captures something important: trust is built incrementally. We rarely decide to trust someone in a single moment. We gradually accumulate evidence that they are reliable, attentive and discreet.',
          'This means trust can be rebuilt, too, though slowly. After a breach, consistent small acts of reliability over time do more to restore it than any single dramatic gesture.',
        ],
      },
      {
        heading: 'Attachment and Its Echoes',
        paragraphs: [
          'Attachment theory, developed by John Bowlby and Mary Ainsworth, describes how early relationships with caregivers shape our expectations of closeness. Researchers later extended the ideas to adult relationships, describing patterns such as anxious and avoidant attachment.',
          'Understanding these patterns can be illuminating. If you tend to withdraw when someone gets close, or to seek constant reassurance, you may recognise an old strategy that once helped you cope. Naming it can soften self-criticism.',
          'But attachment patterns are tendencies, not destinies. Research suggests they can shift over time, especially through relationships in which we feel consistently safe. Treating them as fixed labels can prevent the very change they might help us understand.',
        ],
      },
      {
        heading: 'Boundaries as Care',
        paragraphs: [
          'Boundaries are often misunderstood as a way of keeping people out. More accurately, they describe what you can and cannot offer, so that what you do offer is sustainable and sincere.',
          'A relationship without boundaries often ends up in resentment. If you say yes to everything, you will eventually feel used, and the other person will be confused by your frustration because you never said what you needed.',
          'Stating a boundary kindly is an act of trust. “I love talking with you, and I need to stop calls by ten so I can sleep” tells the other person how to be close to you without exhausting you.',
        ],
      },
      {
        heading: 'The Practice of Presence',
        paragraphs: [
          'Presence means attending fully to the person in front of you: their words, their expression, what lies beneath what they say. It is simple to describe and surprisingly rare, because our minds wander and our devices call.',
          'Small practices help. Put your phone out of sight. Notice when your mind drifts to your own concerns and gently bring it back. Ask questions that follow the other person’s thread rather than redirecting to yours.',
          'People feel the difference. Being fully attended to, even for ten minutes, can feel more nourishing than hours spent with someone who is half elsewhere.',
        ],
      },
      {
        heading: 'Saying What People Mean to You',
        paragraphs: [
          'Many of us assume the people we love already know how we feel. Often they do not, or they would like to hear it anyway. Expressing appreciation aloud makes it real in a way that unspoken affection cannot.',
          'Specificity makes appreciation more powerful. “You are a good friend” is kind. “When you drove three hours to help me move, I realised how lucky I am to have you” is unforgettable.',
          'There is no need to wait for special occasions. A message sent on an ordinary Tuesday, telling someone why they matter, can carry them through a difficult week.',
        ],
      },
      {
        heading: 'Finding Your Way Back',
        paragraphs: [
          'Distance in relationships often grows from neglect rather than conflict. Busy seasons pass, and one day you realise you have not really talked in months. The longer it goes on, the more awkward reconnecting feels.',
          'Reconnection usually begins with a small step: a message acknowledging the gap without drama. “I have missed you and I am sorry I have been so absent. Could we catch up soon?” Most people are relieved to receive such a message.',
          'If the distance came from a hurt, a conversation about it may be necessary before closeness can return. Approaching that conversation with curiosity rather than blame gives it the best chance of success.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Ways to Show Someone They Matter',
        lead: 'You do not need grand gestures. These small acts tell people they are important to you:',
        items: [
          'Remember a detail they shared and ask about it later.',
          'Check in after a day you know was hard for them.',
          'Tell them specifically what you appreciate about them.',
          'Show up for the events that matter to them, even small ones.',
          'Give them your full attention when they talk.',
          'Keep their confidences carefully.',
          'Apologise promptly when you get something wrong.',
        ],
        after: 'Consistency matters more than scale. Small acts repeated over time build the deepest sense of being valued.',
      },
      {
        heading: 'Healthy Boundaries You Can Say Out Loud',
        lead: 'Boundaries are easier to keep when they are spoken clearly and kindly. Here are some examples:',
        items: [
          '“I want to help, and this week I can only manage an hour.”',
          '“I am not comfortable discussing that, but I am happy to talk about anything else.”',
          '“I need some time to think before I answer.”',
          '“Please let me know before you drop by.”',
          '“I love our calls, and I need to finish by ten.”',
          '“I would rather talk about this in person than by message.”',
        ],
      },
    ],
    questions: {
      heading: 'Questions for Checking In',
      lead: 'A good check-in goes a little beyond “How are you?” These questions invite a real answer:',
      items: [
        'How are you doing, honestly?',
        'What has been taking up most of your energy lately?',
        'Is there anything you need that you have not asked for?',
        'How did the thing you were worried about go?',
        'What has been good this week, even if it was small?',
        'Is there anything I could do to help?',
        'How are we doing, you and me?',
        'What would you like more of from the people around you?',
      ],
    },
  },
};
