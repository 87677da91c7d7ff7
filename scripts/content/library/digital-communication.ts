import type { CategoryLibrary } from './types';

export const digitalCommunication: CategoryLibrary = {
  category: 'Digital Communication',
  en: {
    titles: [
      {
        title: 'Why Texting Makes Misunderstandings So Easy',
        topic: 'the ease with which texting creates misunderstandings',
        angle: 'A short reply can read as cold, a joke as an insult, a full stop as anger. Text strips away the voice and face that usually tell us how words are meant.',
        copies: 3,
      },
      {
        title: 'The Unwritten Etiquette of Group Chats',
        topic: 'the unwritten etiquette of group chats',
        angle: 'Family chats, friend chats, neighbourhood chats: each has its own rules that nobody wrote down. Breaking them by accident can cause more friction than any face-to-face slip.',
        copies: 2,
      },
      {
        title: 'Voice Notes: Intimacy or Imposition?',
        topic: 'the voice note and its mixed blessings',
        angle: 'Some people love hearing a friend’s voice on the way to work; others dread a seven-minute monologue they cannot skim. Voice notes bring warmth, and a new set of manners.',
        copies: 2,
      },
      {
        title: 'How to Have a Real Conversation Over Video',
        topic: 'the challenge of a real conversation over video',
        angle: 'Video calls keep families and teams connected across continents, yet they leave many people drained and oddly distant. A few small changes can make them feel more human.',
        copies: 3,
      },
      {
        title: 'Read Receipts and the Anxiety of Waiting',
        topic: 'the anxiety of waiting for a reply',
        angle: '“Seen” at 9:14, and still no answer. Few tiny words have caused as much needless worry as the ones that tell us our message has been read.',
        copies: 2,
      },
      {
        title: 'When to Move a Conversation Offline',
        topic: 'the judgement of when to move a conversation offline',
        angle: 'Some conversations thrive in text, while others start to go wrong the moment they are typed. Knowing when to say “Can we talk instead?” is one of the most useful digital skills there is.',
        copies: 2,
      },
      {
        title: 'Emojis, Tone and the Loss of the Face',
        topic: 'the struggle to convey tone without a face',
        angle: 'Emojis began as decoration and became a kind of grammar. They try to restore what text removes: the smile, the raised eyebrow, the softening glance.',
        copies: 2,
      },
      {
        title: 'Keeping Long-Distance Friendships Alive Online',
        topic: 'keeping a long-distance friendship alive online',
        angle: 'Moving away used to mean letters and expensive calls; now we can talk every day for free, yet many long-distance friendships still fade. The tools are not the problem; the habits are.',
        copies: 2,
      },
      {
        title: 'Phones at the Table: What We Lose',
        topic: 'the presence of phones at the table',
        angle: 'A phone lying on the table, even face down and silent, seems to change the conversation around it. What we gain in availability we may lose in attention.',
        copies: 2,
      },
      {
        title: 'Writing Emails That People Want to Answer',
        topic: 'the craft of writing an email people want to answer',
        angle: 'Some emails get answered within minutes; others sink to the bottom of the inbox forever. The difference is rarely luck.',
        copies: 2,
      },
      {
        title: 'A Digital Sabbath for Your Relationships',
        topic: 'the idea of a digital sabbath for relationships',
        angle: 'One day a week, or one evening, without screens: it sounds old-fashioned, and many people who try it find that their conversations come back to life.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Text Strips Away Tone',
        paragraphs: [
          'In face-to-face conversation, most of the emotional meaning travels through tone of voice, facial expression and timing. In text, all of that disappears. The words arrive alone, and the reader fills in the tone, often with their own mood.',
          'A 2005 study by Justin Kruger and colleagues found that people who sent emails overestimated how well readers would detect their sarcasm or seriousness. Senders could hear their own tone in their heads; readers could not.',
          'This is why a perfectly friendly message can land as cold. Before sending something that matters, read it as if you were tired, anxious or slightly hurt. If it could be misread, add a word of warmth or consider calling instead.',
        ],
      },
      {
        heading: 'The Pressure of Instant Replies',
        paragraphs: [
          'Messaging apps have created an expectation of constant availability. A reply that takes an hour can feel like a snub; a day can feel like a crisis. Yet most delays have ordinary explanations: work, children, a flat battery, a need for quiet.',
          'Read receipts and typing indicators add to the pressure. They turn waiting into watching. Many people find it helps to turn them off, or simply to remind themselves that silence is almost never a message.',
          'It can also help to say openly how you use your phone. “I often reply in the evenings” or “I do not check messages during work” sets expectations and prevents hurt feelings on both sides.',
        ],
      },
      {
        heading: 'Choosing the Right Channel',
        paragraphs: [
          'Different conversations suit different channels. Logistics work well in text. Good news is lovely in a voice note. Bad news, conflict and anything emotionally complicated usually deserve a call or a meeting.',
          'A useful rule of thumb: the more emotion involved, the richer the channel should be. If you find yourself drafting a long message about a sensitive subject, that is often a sign that the conversation needs a voice.',
          'Moving a conversation to a call can be done gently: “I think this would be easier to talk about. Do you have ten minutes this evening?” Most people are relieved to be asked.',
        ],
      },
      {
        heading: 'Making Video Feel Human',
        paragraphs: [
          'Video calls can be draining because they demand constant attention to faces, including our own. Seeing yourself on screen throughout a conversation is unnatural and tiring. Hiding your own view, if the platform allows it, can help a great deal.',
          'Small rituals make video feel warmer. Start with a few minutes of genuine catching up before business. Look at the camera occasionally, which reads as eye contact. Allow pauses, because delays in audio make quick turn-taking harder than in person.',
          'For personal calls, consider walking and talking by audio instead. Many people find it easier to open up when they are moving and not being looked at.',
        ],
      },
      {
        heading: 'Phones and Presence',
        paragraphs: [
          'A small study by Andrew Przybylski and Netta Weinstein in 2013 suggested that the mere presence of a phone on the table during a conversation could reduce feelings of closeness. Later studies have produced mixed results, but many people recognise the feeling.',
          'Even when a phone stays silent, it is a reminder that the conversation could be interrupted at any moment. That possibility can keep both people on the surface, reluctant to begin anything that might be cut short.',
          'Putting the phone out of sight, not just face down, is a simple signal of attention. It says: for now, you are the most important thing happening. People notice, even if they do not mention it.',
        ],
      },
      {
        heading: 'Group Chats and Shared Spaces',
        paragraphs: [
          'Group chats are modern village squares. They keep families informed and friends connected, and they come with unspoken rules about how often to post, when to reply, and what belongs in the group versus a private message.',
          'Friction often arises when people follow different rules. One person expects every message to be acknowledged; another reads silently. One shares every thought; another finds that overwhelming. Naming expectations can help: “This is mainly for plans, let us keep debates to private chats.”',
          'Sensitive topics rarely go well in a group. If someone shares something painful, a private message of support often means more than a public reaction. And disagreements are almost always better moved out of the group.',
        ],
      },
      {
        heading: 'Staying Close at a Distance',
        paragraphs: [
          'Digital tools make long-distance friendship easier than ever, yet many such friendships still fade. Frequent short messages are not the same as real conversation, and it is easy to stay in touch without ever really talking.',
          'Friends who stay close across distance often have rituals: a monthly call on the same day, a shared book or series they discuss, a habit of sending photos of ordinary moments. Regularity matters more than length.',
          'Occasionally, depth needs to be scheduled. A long call with no agenda, where you ask each other real questions, can do more for a friendship than months of quick replies.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Simple Rules for Kinder Messaging',
        lead: 'A few habits can prevent most digital misunderstandings:',
        items: [
          'Reread important messages as if you were in a bad mood before sending them.',
          'Add a word of warmth when a short reply might sound curt.',
          'Do not read meaning into silence; assume ordinary reasons first.',
          'Move emotional conversations to a call or a meeting.',
          'Acknowledge messages you cannot answer yet: “Got this, will reply tonight.”',
          'Keep disagreements out of group chats.',
          'Say what you mean rather than relying on emojis to carry it.',
        ],
        after: 'Most digital friction comes from missing information, not from bad intentions.',
      },
      {
        heading: 'When to Call Instead of Text',
        lead: 'Text is convenient, but some moments need a voice. Consider calling when:',
        items: [
          'The subject is emotional or sensitive.',
          'A message thread has started to feel tense.',
          'You are sharing bad news.',
          'You want to apologise properly.',
          'The conversation needs more than three back-and-forth messages to resolve.',
          'You simply miss the person.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Travel Well Over Text',
      lead: 'Not every deep question needs to wait for a meeting. These work well in a message and invite a thoughtful reply:',
      items: [
        'What is one good thing that happened to you this week?',
        'What are you reading, watching or listening to that you love?',
        'What is on your mind today?',
        'What is something small you are looking forward to?',
        'What do you miss about the time we lived closer?',
        'Is there anything you would like to talk about properly when we next call?',
        'What made you laugh recently?',
        'How are you feeling about the month ahead?',
      ],
    },
  },
};
