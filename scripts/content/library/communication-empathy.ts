import type { CategoryLibrary } from './types';

export const communicationEmpathy: CategoryLibrary = {
  category: 'Communication & Empathy',
  en: {
    titles: [
      {
        title: 'Empathy Is a Skill, Not a Personality Trait',
        topic: 'the idea that empathy is a skill you can learn',
        angle: 'We often talk about empathy as something people either have or lack. Research and everyday experience suggest otherwise: it grows with practice, attention and a few concrete habits.',
        copies: 3,
      },
      {
        title: 'How to Respond When Someone Is Hurting',
        topic: 'the challenge of responding when someone is hurting',
        angle: 'When someone we care about is in pain, we want to say the right thing, and the fear of saying the wrong one can keep us silent. The right response is usually simpler than we think.',
        copies: 3,
      },
      {
        title: 'The Difference Between Empathy and Sympathy',
        topic: 'the difference between empathy and sympathy',
        angle: 'Sympathy looks at someone’s pain from the outside; empathy sits down next to them. The difference is subtle in words and enormous in how it feels to receive.',
        copies: 2,
      },
      {
        title: 'Why “At Least” Is the Least Helpful Phrase',
        topic: 'the trouble with “at least”',
        angle: '“At least you have your health.” “At least it was quick.” We say it to comfort, but it often lands as a request to feel less. There are better ways to help.',
        copies: 2,
      },
      {
        title: 'Listening to Understand, Not to Fix',
        topic: 'the discipline of listening to understand rather than to fix',
        angle: 'Many of us hear a problem and immediately start solving it. But people often need to be understood before they can use any advice, and sometimes understanding is all they need.',
        copies: 2,
      },
      {
        title: 'Empathy Fatigue and How to Recover',
        topic: 'the exhaustion that comes from caring deeply for others',
        angle: 'Nurses, teachers, parents and friends who are always the one people call can reach a point where they feel nothing but tiredness. That is not a failure of kindness; it is a signal to look after yourself.',
        copies: 2,
      },
      {
        title: 'Seeing the World Through Someone Else’s Eyes',
        topic: 'the practice of perspective-taking',
        angle: 'We cannot truly see through another person’s eyes, but we can try, and the trying itself changes how we treat people.',
        copies: 2,
      },
      {
        title: 'Validation Without Agreement',
        topic: 'the art of validating feelings without agreeing',
        angle: 'You can understand why someone feels the way they do without agreeing with their conclusions. That distinction makes difficult conversations far more possible.',
        copies: 2,
      },
      {
        title: 'Nonviolent Communication in Everyday Life',
        topic: 'the practice of nonviolent communication in everyday life',
        angle: 'Marshall Rosenberg’s approach to communication sounds formal on paper. In daily life, its core idea is simple: say what you see, what you feel, what you need and what you would like.',
        copies: 2,
      },
      {
        title: 'Empathy Across Cultures',
        topic: 'the challenge of empathy across cultures',
        angle: 'What feels comforting in one culture can feel intrusive in another. Empathy across cultural lines begins with curiosity rather than assumptions.',
        copies: 2,
      },
      {
        title: 'When You Cannot Relate, You Can Still Care',
        topic: 'the possibility of caring without relating',
        angle: 'You may never have experienced what someone is going through. You do not need to have lived it to be a comforting presence.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'What Empathy Actually Is',
        paragraphs: [
          'Psychologists often distinguish between two kinds of empathy. Cognitive empathy is understanding what someone else is thinking and feeling. Emotional empathy is feeling something of what they feel. Both matter, and they do not always arrive together.',
          'Empathy is different from sympathy, which tends to look at someone’s suffering from a distance: “I feel sorry for you.” Empathy is more like saying, “I can imagine how that feels, and I am here with you in it.” The difference is not about vocabulary; it is about where you stand.',
          'Importantly, empathy can be practised. Paying close attention, asking about experience rather than assuming it, and reflecting back what you hear all strengthen it. People who think of themselves as unempathetic often simply have not been shown how.',
        ],
      },
      {
        heading: 'Resisting the Urge to Fix',
        paragraphs: [
          'When someone shares a problem, many of us leap to solutions. It feels helpful, and it relieves our own discomfort at seeing them upset. But advice offered too early can make people feel unheard, as if their feelings were an obstacle to be cleared away.',
          'Try staying with the feeling first. “That sounds exhausting” or “No wonder you are upset” acknowledges what the person is going through. Only after they feel understood are they likely to want, or be able to use, any suggestions.',
          'If you are not sure what someone needs, ask. “Would it help to think through options, or do you mostly want to vent?” Most people know the answer, and they appreciate being asked.',
        ],
      },
      {
        heading: 'Words That Close and Words That Open',
        paragraphs: [
          'Some well-meant phrases close conversations. “At least,” “Everything happens for a reason,” “I know exactly how you feel” and “You should” all tend to shift attention away from the person’s experience. They ask the other person to feel differently rather than helping them feel heard.',
          'Other phrases open conversations. “Tell me more.” “That sounds really hard.” “I am glad you told me.” “What has this been like for you?” These keep the focus on the person and invite them to continue.',
          'You do not need perfect words. If you say something unhelpful, you can simply acknowledge it: “That came out wrong. What I meant is that I care.” Sincerity matters more than eloquence.',
        ],
      },
      {
        heading: 'Observations, Feelings, Needs, Requests',
        paragraphs: [
          'The psychologist Marshall Rosenberg developed an approach he called nonviolent communication. At its heart are four steps: describe what you observe without judgement, name how you feel, identify the need behind the feeling, and make a clear request.',
          'In practice it might sound like this: “When the dishes are left in the sink overnight, I feel frustrated, because I need the kitchen to feel calm in the morning. Would you be willing to wash up before bed?” It can feel stilted at first, but it separates facts from interpretations.',
          'The same framework helps you listen. When someone is upset, you can try to guess the feeling and need underneath their words: “Are you feeling overlooked because you need your work to be recognised?” Even if your guess is wrong, the attempt shows real care.',
        ],
      },
      {
        heading: 'Validation Without Agreement',
        paragraphs: [
          'Validating someone’s feelings means acknowledging that they make sense given the person’s experience. It does not mean agreeing with their interpretation of events or endorsing what they plan to do.',
          'You might say, “I can see why you felt dismissed when they changed the plan without asking you,” even if you think the change was reasonable. The person feels heard, which often makes them more open to other perspectives.',
          'Skipping validation and going straight to disagreement usually backfires. People who feel their emotions are being dismissed tend to defend them more strongly. Validation first, perspective later, is a sequence that works remarkably often.',
        ],
      },
      {
        heading: 'Caring for the Carer',
        paragraphs: [
          'People who spend a great deal of time supporting others can become depleted. Research by the neuroscientist Tania Singer and colleagues distinguishes between empathic distress, in which we share another person’s suffering and become overwhelmed by it, and compassion, in which we feel warmth and concern while remaining steady.',
          'Their work suggests that compassion can be trained and that it is more sustainable than constantly absorbing others’ pain. In practical terms, this means caring deeply while also remembering that the other person’s suffering is theirs, not yours to carry entirely.',
          'Looking after yourself is part of caring for others. Rest, boundaries, time with people who support you, and activities that restore you are not luxuries. They are what make continued empathy possible.',
        ],
      },
      {
        heading: 'Empathy Across Difference',
        paragraphs: [
          'What counts as comforting varies between cultures, families and individuals. Some people want to be hugged; others want to be left alone. Some want to talk through their pain; others want practical help and no discussion at all.',
          'When you are unsure, assumptions can do harm even when they are kind. It is usually better to ask: “What would be most helpful right now?” or “How do people in your family usually support each other when things are hard?”',
          'Empathy across difference also means accepting that you may never fully understand someone’s experience. That is fine. Humility about the limits of your understanding is itself a form of respect.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Phrases That Help When Someone Is Hurting',
        lead: 'There is no perfect script, but these phrases tend to comfort rather than close the conversation:',
        items: [
          '“I am so sorry. That sounds really hard.”',
          '“Thank you for telling me.”',
          '“Do you want to talk about it, or would you rather have some company?”',
          '“I do not know exactly what to say, but I am here.”',
          '“What has this been like for you?”',
          '“Is there anything practical I can do this week?”',
          '“I will check in with you on Friday.”',
        ],
        after: 'Then follow through. Checking in as promised often matters more than anything you say in the moment.',
      },
      {
        heading: 'Phrases to Avoid, and What to Say Instead',
        lead: 'Some common responses unintentionally minimise pain. Here are gentler alternatives:',
        items: [
          'Instead of “At least…”, try “That sounds painful.”',
          'Instead of “I know exactly how you feel”, try “I can only imagine how that feels.”',
          'Instead of “Everything happens for a reason”, try “I am sorry this happened.”',
          'Instead of “You should…”, try “Would it help to think about options together?”',
          'Instead of “Do not cry”, try “It is okay to be upset.”',
          'Instead of “Let me know if you need anything”, try offering one specific kind of help.',
        ],
      },
    ],
    questions: {
      heading: 'Questions That Show You Care',
      lead: 'Sometimes the most empathetic thing you can do is ask a good question, and then listen carefully to the answer:',
      items: [
        'How are you holding up, really?',
        'What has been the hardest part?',
        'What do you need most right now?',
        'Is there anything you have not been able to say to anyone else?',
        'What helps you when things feel like this?',
        'Would it help if I just listened for a while?',
        'Who else is supporting you at the moment?',
        'What would you like me to understand about what you are going through?',
      ],
    },
  },
};
