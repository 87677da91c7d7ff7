import type { CategoryLibrary } from './types';
import { enx, de, es, fa } from './love-relationships.translations';

export const loveRelationships: CategoryLibrary = {
  category: 'Love & Relationships',
  en: {
    titles: [
      {
        title: '36 Questions That Lead to Love',
        topic: 'the experiment behind the 36 questions that lead to love',
        angle: 'In 1997 the psychologist Arthur Aron asked pairs of strangers to take turns answering increasingly personal questions, and many left feeling remarkably close. The list went viral decades later, but its real lesson is about how closeness is built.',
        copies: 4,
      },
      {
        title: 'What Long-Term Couples Talk About When Nobody Is Listening',
        topic: 'the private language of long-term couples',
        angle: 'Couples who stay close for decades rarely have more dramatic conversations than anyone else. What they have is a steady stream of small, attentive ones.',
        copies: 2,
      },
      {
        title: 'How to Argue Without Losing Each Other',
        topic: 'the art of arguing without losing each other',
        angle: 'Every couple argues. What matters is not whether you disagree but whether, at the end of a fight, you still feel like a team.',
        copies: 3,
      },
      {
        title: 'The Small Moments That Make or Break a Relationship',
        topic: 'the weight of small everyday moments in a relationship',
        angle: 'Relationships are rarely won or lost in grand gestures. They are shaped in a thousand tiny moments: a sigh noticed or ignored, a story listened to or talked over.',
        copies: 2,
      },
      {
        title: 'Falling in Love Versus Staying in Love',
        topic: 'the difference between falling in love and staying in love',
        angle: 'Falling in love happens to you. Staying in love is something two people do, over and over, often without noticing they are doing it.',
        copies: 2,
      },
      {
        title: 'How to Say “I Need More From You”',
        topic: 'the challenge of asking a partner for more',
        angle: 'Many people would rather quietly resent a partner than risk saying what they need. Yet a clear, kind request is one of the most loving things you can offer.',
        copies: 2,
      },
      {
        title: 'Love Languages, Reconsidered',
        topic: 'the popular idea of love languages',
        angle: 'The idea that each of us gives and receives love in a preferred way has helped many couples talk. It becomes less helpful when it turns into a label instead of a conversation.',
        copies: 2,
      },
      {
        title: 'When Love Starts to Feel Routine',
        topic: 'the feeling that love has become routine',
        angle: 'Routine is not the enemy of love; it is often its home. The trouble begins when routine replaces curiosity instead of sheltering it.',
        copies: 2,
      },
      {
        title: 'Love in Times of Exhaustion',
        topic: 'love in seasons of exhaustion',
        angle: 'Small children, demanding jobs, illness, caring for parents: some seasons leave almost nothing over for each other. Love in those years looks different, and it still counts.',
        copies: 1,
        original: 'de',
      },
      {
        title: 'Letters We Never Sent',
        topic: 'the words we never said to the people we loved',
        angle: 'Most of us carry an unsent letter or two: to a former partner, to someone we loved and lost, to the person next to us tonight. Writing it, even privately, can change what we do next.',
        copies: 1,
        original: 'es',
      },
      {
        title: 'Loving Someone in Your Second Language',
        topic: 'the experience of loving someone in a language that is not your mother tongue',
        angle: 'When partners do not share a first language, every tender sentence passes through translation. That gap can be a source of misunderstanding, and also of unexpected closeness.',
        copies: 1,
        original: 'fa',
      },
      {
        title: 'The Tender Silences Between Lovers',
        topic: 'the tenderness of silence between people in love',
        angle: 'Not every loving moment needs words. Sometimes the deepest intimacy is two people sitting side by side, saying nothing, perfectly at ease.',
        copies: 1,
        original: 'fa',
      },
    ],
    sections: [
      {
        heading: 'Closeness Is Built, Not Found',
        paragraphs: [
          'The idea behind Arthur Aron’s famous study was simple. Closeness grows when two people take turns revealing a little more of themselves, and each time the other responds with warmth. The questions started light, such as what would make a perfect day, and gradually moved toward memories, hopes and fears.',
          'What made the exercise work was not any single question but the rhythm: reveal, receive, reveal again. Each round told both people that it was safe to go a step further. That rhythm is available to any couple, on any evening, without a printed list.',
          'This is good news for long relationships too. Closeness is not a fixed amount you either have or lack. It is something you keep building, one honest exchange at a time, and it can be rebuilt when it has worn thin.',
        ],
      },
      {
        heading: 'Turning Toward Each Other',
        paragraphs: [
          'The researcher John Gottman spent decades observing couples and noticed something small with large consequences. Partners constantly make bids for attention: “Look at that bird,” “I had a strange day,” a hand on the shoulder. Each bid can be met by turning toward, turning away or turning against.',
          'In his studies, couples who stayed together turned toward each other’s bids far more often than couples who later separated. The bids themselves were ordinary. What mattered was the pattern of response, repeated thousands of times over the years.',
          'Turning toward does not require dropping everything. It can be as simple as looking up from your phone, saying “Tell me,” or asking one question about the strange day. These small acknowledgements tell your partner, again and again, that they matter.',
        ],
      },
      {
        heading: 'Fighting Fair',
        paragraphs: [
          'How an argument starts often predicts how it ends. Opening with blame, sarcasm or “you always” puts the other person on the defensive before they have understood what is wrong. Starting softly, with your feeling and a specific request, gives the conversation a chance.',
          'During a heated argument, the body can become so flooded that listening is almost impossible. Heart rate rises, the mind narrows, and every sentence sounds like an attack. Agreeing on a short break, of twenty minutes or so, and then returning, is not running away; it is giving both of you your thinking back.',
          'Good arguments include repair attempts: a joke, a softer tone, a “wait, I think I said that badly.” These small gestures do not end the disagreement, but they remind both people that they are on the same side of it.',
        ],
      },
      {
        heading: 'Curiosity After the Honeymoon',
        paragraphs: [
          'Early in a relationship, curiosity is effortless. You want to know everything: childhood stories, favourite songs, what keeps them awake at night. Over time it is easy to assume you already know the answers, and to stop asking.',
          'But people keep changing. The partner you have lived with for ten years has new fears, new hopes and new opinions that you may never have heard about. Asking “What has been on your mind lately?” as if you were meeting them again can reveal a surprising amount.',
          'Some couples set aside an evening now and then for questions they have never asked each other. It can feel awkward at first. It usually becomes one of the evenings they remember.',
        ],
      },
      {
        heading: 'Asking for What You Need',
        paragraphs: [
          'A complaint describes what is wrong with the other person. A request describes what you need. “You never make time for me” invites defence; “I miss you, could we keep Thursday evenings for the two of us?” invites a yes.',
          'Many of us were taught that needing things is selfish, so we hint, sulk or wait to be noticed. Partners are not mind readers, even loving ones. Saying what you need plainly is not demanding; it gives the other person a real chance to care for you.',
          'It helps to expect a conversation rather than instant agreement. Your partner may have needs of their own that pull in another direction. The goal is not to win but to find something that works for both of you, and to keep talking until you do.',
        ],
      },
      {
        heading: 'Everyday Appreciation',
        paragraphs: [
          'Appreciation is one of the cheapest and most underused tools in any relationship. Noticing what your partner does, and saying so, keeps the small kindnesses from becoming invisible.',
          'Gottman’s observations of couples in conflict suggest that stable relationships keep far more positive moments than negative ones, roughly five to one even during disagreements. Positive does not mean grand. A smile, a thank you, a moment of interest all count.',
          'Be specific. “Thanks for everything” is pleasant; “Thank you for handling the call with the landlord, I know you hate those” shows that you see them. Specific appreciation lands deeper because it proves attention.',
        ],
      },
      {
        heading: 'Staying Yourself Inside a Couple',
        paragraphs: [
          'Love does not ask you to dissolve into another person. Partners who keep their own friendships, interests and quiet corners often have more to bring back to the relationship, not less.',
          'It can feel threatening when a partner wants time alone or a life of their own. Usually it is not a rejection; it is a way of staying whole. A relationship between two whole people is sturdier than one between two halves.',
          'Talk openly about how much togetherness and how much separateness each of you needs. The answers will rarely match exactly, and that is fine. What matters is that both needs are spoken and respected.',
        ],
      },
      {
        heading: 'Repair After Hurt',
        paragraphs: [
          'Every relationship includes moments when one person hurts the other, often without meaning to. What distinguishes strong couples is not the absence of hurt but the willingness to repair it.',
          'A real apology names what happened, acknowledges its effect and says what will change. “I am sorry you felt that way” is not an apology; it shifts the problem onto the other person’s feelings. “I am sorry I dismissed your idea in front of our friends; that was unkind” is.',
          'Repair also takes time. Trust that has been bruised does not return after one conversation. Patience, consistency and small kept promises do more than any single grand gesture.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Ways to Turn Toward Your Partner Today',
        lead: 'Closeness grows in small moments. Here are a few you can create before the day is over:',
        items: [
          'Put your phone down when your partner starts telling you about their day.',
          'Ask one follow-up question about something they mentioned this morning.',
          'Say thank you for one specific thing they did this week.',
          'Touch their arm or hand when you pass, without needing a reason.',
          'Share one small thing that surprised or moved you today.',
          'Ask, “Is there anything I could take off your plate this week?”',
          'Remember something they are worried about and ask how it went.',
        ],
        after: 'None of these will transform a relationship overnight. Repeated over months, they quietly change its weather.',
      },
      {
        heading: 'Signs an Argument Needs a Pause',
        lead: 'Sometimes the most loving thing you can do in a fight is stop for a while. Consider a break when you notice:',
        items: [
          'Your heart is racing and you can no longer follow what your partner is saying.',
          'You are planning your next point instead of listening to theirs.',
          'Words like “always” and “never” have started to appear.',
          'Old grievances are being pulled in that have nothing to do with today.',
          'One of you has gone silent and shut down.',
          'You are trying to win rather than to understand.',
        ],
        after: 'Agree on when you will return, and keep that promise. A pause only helps if it ends in coming back.',
      },
    ],
    questions: {
      heading: 'Questions to Ask the Person You Love',
      lead: 'These questions, some inspired by Aron’s list, work just as well after twenty years as on a third date. Take turns, and answer them yourself too:',
      items: [
        'Given the choice of anyone in the world, whom would you want as a dinner guest?',
        'What would constitute a perfect day for you?',
        'For what in your life do you feel most grateful?',
        'What is your most treasured memory?',
        'What does friendship mean to you?',
        'Is there something you have dreamed of doing for a long time? Why haven’t you done it?',
        'When did you last feel really close to me?',
        'What is one thing I could do that would make you feel more loved this month?',
      ],
    },
  },
  translations: { enx, de, es, fa },
};
