import type { CategoryLibrary } from './types';

export const scienceOfConversations: CategoryLibrary = {
  category: 'The Science of Conversations',
  en: {
    titles: [
      {
        title: 'What Scientists Have Learned About Good Conversations',
        topic: 'the science of what makes a conversation good',
        angle: 'For a long time conversation was considered too messy to study. In the last two decades, psychologists and linguists have started to measure it, and some of their findings are genuinely surprising.',
        copies: 3,
      },
      {
        title: 'The Liking Gap: Why We Underestimate How Much People Like Us',
        topic: 'the liking gap',
        angle: 'After talking with someone new, most of us walk away convinced we made a weaker impression than we did. Researchers have a name for this, and knowing about it can make you braver.',
        copies: 3,
      },
      {
        title: 'Why Conversations Rarely End When We Want Them To',
        topic: 'the puzzle of why conversations rarely end when we want them to',
        angle: 'One of the odder findings in recent research is that conversations almost never end at the moment both people would like. The reason says a lot about how politely uncertain we are with each other.',
        copies: 2,
      },
      {
        title: 'The Surprising Benefits of Talking to Strangers',
        topic: 'the surprising benefit of talking to strangers',
        angle: 'Most of us assume that striking up a conversation with a stranger would be awkward for everyone. Experiments suggest we are wrong about that, and that we are missing out.',
        copies: 2,
      },
      {
        title: 'How Turn-Taking Shapes Every Conversation',
        topic: 'the hidden choreography of turn-taking',
        angle: 'Every conversation is a dance of tiny, precisely timed handovers. We barely notice them until they go wrong, and then we notice nothing else.',
        copies: 2,
      },
      {
        title: 'Why Deep Talk Beats Small Talk (Most of the Time)',
        topic: 'the case for deep talk over small talk',
        angle: 'We tend to keep early conversations shallow because we assume others prefer it that way. Research suggests they usually do not, and neither do we.',
        copies: 2,
      },
      {
        title: 'The Neuroscience of Feeling Heard',
        topic: 'the neuroscience of feeling heard',
        angle: 'When a conversation goes well, something measurable seems to happen between two brains. The science is young, but it hints at why being understood feels so physical.',
        copies: 2,
      },
      {
        title: 'Questions Make You More Likable, and Here Is Why',
        topic: 'the link between asking questions and being liked',
        angle: 'If you want people to enjoy talking with you, research suggests a surprisingly simple strategy: ask more questions, especially ones that follow up on what they just said.',
        copies: 2,
      },
      {
        title: 'What Happens in Your Body During a Hard Conversation',
        topic: 'the body’s response to a hard conversation',
        angle: 'A racing heart, a dry mouth, a mind that suddenly goes blank: difficult conversations are physical events. Understanding what is happening can help you stay present.',
        copies: 2,
      },
      {
        title: 'Mimicry, Mirroring and the Rhythm of Rapport',
        topic: 'the subtle rhythm of rapport',
        angle: 'People who get along tend to fall into step without noticing, matching each other’s pace, posture and phrases. That rhythm can be felt, but it cannot be faked for long.',
        copies: 2,
      },
      {
        title: 'Is Listening a Skill You Can Measure?',
        topic: 'the question of whether listening can be measured',
        angle: 'We all know good listeners when we meet them, but defining what they do is harder. Researchers have tried, and their attempts are useful even for those of us who never fill in a questionnaire.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'We Misjudge Our Own Conversations',
        paragraphs: [
          'In a 2018 study, Erica Boothby and colleagues paired strangers for short conversations and then asked each person how much they liked their partner and how much they thought their partner liked them. People consistently underestimated how much they were liked. The researchers called this the liking gap, and it persisted even among university roommates over months.',
          'A related study led by Adam Mastroianni in 2021 asked people when they would have liked their conversations to end. Conversations almost never ended when both people wanted them to. Often one person wanted to leave earlier and the other wanted to stay longer, but neither could tell, because ending a conversation politely hides what we really want.',
          'The practical lesson is humbling and freeing at once. Your sense that a conversation went badly is often inaccurate. The other person probably enjoyed it more than you think, and you are probably allowed to stay, or to leave, more openly than you assume.',
        ],
      },
      {
        heading: 'The Value of Talking to Strangers',
        paragraphs: [
          'In a well-known experiment, Nicholas Epley and Juliana Schroeder asked commuters on Chicago trains either to talk to the person next to them, to sit in silence, or to do as they normally would. Beforehand, most people predicted that talking to a stranger would be unpleasant. Afterwards, those who had done it reported a more pleasant journey.',
          'The commuters were wrong in a revealing way. They assumed other people would not want to talk, so nobody started. Everyone was waiting, and everyone was missing out on a small moment of connection that would have improved their morning.',
          'This does not mean you have to chat with everyone on the bus. But it suggests that the fear of rejection is often larger than the reality. A brief, friendly exchange with a stranger is more welcome, and more rewarding, than we expect.',
        ],
      },
      {
        heading: 'Depth Is Welcomed More Than We Think',
        paragraphs: [
          'In a series of experiments published in 2022, Michael Kardas, Amit Kumar and Nicholas Epley asked strangers to discuss either shallow topics or deep ones, such as what they were most grateful for or a time they had cried in front of someone. Participants expected the deep conversations to be more awkward than they turned out to be.',
          'They also underestimated how interested their partner would be in what they had to say, and how connected they would feel afterwards. The researchers concluded that our expectations, not our preferences, keep many conversations shallow.',
          'This is worth remembering the next time you hesitate before asking something meaningful. The risk of awkwardness is real, but it is smaller than it feels. Most people, it seems, are waiting for someone to go first.',
        ],
      },
      {
        heading: 'The Timing of Turns',
        paragraphs: [
          'Conversation has a tempo. A study led by Tanya Stivers in 2009 compared ten languages from around the world and found that the typical gap between one person finishing and the next starting was remarkably short, often around a fifth of a second. Across very different cultures, people aim to avoid both overlap and long silence.',
          'Because the gaps are so short, we must start planning our reply while the other person is still speaking. That is efficient, but it also explains why we so often half-listen. Part of our mind is already composing.',
          'Knowing this can help you decide when to slow down. In a casual chat, quick turns feel natural. In an important conversation, deliberately leaving a slightly longer pause signals that you are thinking about what was said rather than simply waiting for your turn.',
        ],
      },
      {
        heading: 'Questions and Likability',
        paragraphs: [
          'A series of studies by Karen Huang and colleagues at Harvard, published in 2017, examined online chats and speed dates. People who asked more questions were liked more by their conversation partners, and in speed dating, those who asked more questions received more requests for a second date.',
          'Not all questions were equal. Follow-up questions, which build directly on what the other person has said, had the strongest effect. They show attention and interest in a way that a generic question cannot.',
          'Interestingly, people did not predict this effect. When asked beforehand, participants did not expect that asking more questions would make them more likable. Many of us, it seems, talk too much about ourselves because we underestimate how much others appreciate being asked.',
        ],
      },
      {
        heading: 'Brains in Sync',
        paragraphs: [
          'In 2010, Greg Stephens, Lauren Silbert and Uri Hasson recorded brain activity while one person told a story and others later listened to it. The listeners’ brain activity came to mirror the speaker’s in many regions, and the stronger this coupling, the better the listeners understood the story.',
          'Research like this is still early, and it is easy to overstate. But it offers an intriguing picture of what we mean when we say we are on the same wavelength: understanding may involve a kind of alignment between two minds, not just the transfer of information.',
          'For everyday life, the lesson is modest but real. Understanding takes attention. When you are distracted, the alignment that makes someone feel understood is harder to reach, no matter how good your intentions.',
        ],
      },
      {
        heading: 'Stress and the Body',
        paragraphs: [
          'Difficult conversations activate the same stress system that helps us respond to physical danger. Heart rate rises, breathing quickens, and attention narrows. This response is useful for running away, but it makes listening and nuanced thinking much harder.',
          'Relationship researchers have described how, once the heart rate climbs high enough during an argument, people start to feel flooded: they hear criticism in neutral words and lose access to humour and empathy. At that point, continuing the conversation tends to make things worse.',
          'Simple physical steps help. Slower breathing, especially a long exhale, can calm the body. Taking a short break and returning when you have settled is not avoidance; it is giving your thinking brain a chance to rejoin the conversation.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Research-Backed Habits for Better Conversations',
        lead: 'You do not need a laboratory to use these findings. A few habits follow directly from the research:',
        items: [
          'Assume the other person likes you more than you think; it is probably true.',
          'Ask follow-up questions rather than changing the subject.',
          'Risk one slightly deeper question than feels comfortable.',
          'Leave a slightly longer pause before replying in important conversations.',
          'Say hello to a stranger now and then, and notice how it feels.',
          'Slow your breathing when a conversation becomes tense.',
          'End conversations honestly and warmly, rather than waiting for a perfect exit.',
        ],
        after: 'None of these require talent. They simply correct the small misjudgements most of us make.',
      },
      {
        heading: 'Common Myths About Conversation',
        lead: 'Several widespread beliefs about conversation do not hold up well against the evidence:',
        items: [
          'Myth: strangers prefer to be left alone. Studies suggest they usually enjoy a brief chat.',
          'Myth: deep questions make people uncomfortable. People tend to find them less awkward than expected.',
          'Myth: talking about yourself makes you interesting. Asking good questions tends to make you more liked.',
          'Myth: the other person noticed all your awkward moments. They were probably busy worrying about their own.',
          'Myth: a pause means the conversation is failing. Often it means someone is thinking.',
          'Myth: conversations end when both people are ready. They rarely do.',
        ],
      },
    ],
    questions: {
      heading: 'Questions to Try in Your Own Small Experiment',
      lead: 'Researchers have used questions like these to study deeper conversation. Try a few with someone you know only a little, and notice how it goes compared with your expectations:',
      items: [
        'For what in your life do you feel most grateful?',
        'What is something you believed strongly as a teenager that you no longer believe?',
        'What is a moment in the last year that you would like to live again?',
        'Who has influenced the way you think more than anyone else?',
        'What is something you are quietly working on at the moment?',
        'When did you last feel really proud of yourself?',
        'What is a question you have been thinking about lately?',
        'What would you like more people to understand about your work or your life?',
      ],
    },
  },
};
