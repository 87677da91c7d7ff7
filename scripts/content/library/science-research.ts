import type { CategoryLibrary } from './types';

export const scienceResearch: CategoryLibrary = {
  category: 'Science & Research',
  en: {
    titles: [
      {
        title: 'What the Longest Study of Happiness Found',
        topic: 'the lesson of the longest study of adult happiness',
        angle: 'Since 1938, researchers at Harvard have followed the same group of men, and later their families, through their whole lives. Their most consistent finding is not about money or fame.',
        copies: 3,
      },
      {
        title: 'Why Social Connection Is Good for Your Health',
        topic: 'the link between social connection and health',
        angle: 'We tend to think of health in terms of diet, exercise and sleep. A growing body of evidence suggests that our relationships belong on that list too.',
        copies: 3,
      },
      {
        title: 'How Scientists Measure Loneliness',
        topic: 'the science of measuring loneliness',
        angle: 'Loneliness is a private feeling, so how can anyone study it? The answer involves carefully worded questions, and a surprising amount of debate about what to ask.',
        copies: 2,
      },
      {
        title: 'The Research on Kindness and Wellbeing',
        topic: 'the research on kindness and wellbeing',
        angle: 'Does doing good make us feel good? Researchers have tested this in experiments large and small, and the answer is a cautious but encouraging yes.',
        copies: 2,
      },
      {
        title: 'What Studies Say About Screen Time and Relationships',
        topic: 'the research on screen time and relationships',
        angle: 'Headlines swing between warnings that phones are ruining us and reassurances that the fears are overblown. The research itself is more nuanced than either.',
        copies: 2,
      },
      {
        title: 'Reading Psychology Headlines With a Healthy Dose of Doubt',
        topic: 'the habit of reading psychology headlines with healthy doubt',
        angle: '“Scientists prove that…” is one of the most misleading phrases in popular writing. A little scepticism helps you take research seriously without taking it too literally.',
        copies: 2,
      },
      {
        title: 'The Science of Awe',
        topic: 'the science of awe',
        angle: 'Standing under a night sky, hearing a choir, watching a child take a first step: awe makes us feel small in a way that somehow enlarges us. Psychologists have started to study why.',
        copies: 2,
      },
      {
        title: 'Touch, Oxytocin and the Limits of Simple Explanations',
        topic: 'the popular story about oxytocin and its limits',
        angle: 'Oxytocin has been called the love hormone, the cuddle chemical and the molecule of trust. The real science is more interesting, and more complicated, than the nicknames suggest.',
        copies: 2,
      },
      {
        title: 'What Research Says About Friendship in Later Life',
        topic: 'the research on friendship in later life',
        angle: 'As people age, their social circles often shrink. Research suggests this is not always a loss: many older adults choose fewer, deeper relationships, and are happier for it.',
        copies: 2,
      },
      {
        title: 'Why Small Samples Mislead Us',
        topic: 'the trouble with small samples in research',
        angle: 'A study of forty students can make international headlines. Understanding why small samples are fragile helps you decide which findings to trust.',
        copies: 2,
      },
      {
        title: 'Treating Your Life as a Gentle Experiment',
        topic: 'the idea of treating your life as a gentle experiment',
        angle: 'You do not need a laboratory to learn what works for you. A scientist’s curiosity, applied kindly to your own habits, can reveal a great deal.',
        copies: 1,
      },
    ],
    sections: [
      {
        heading: 'Relationships and Long Lives',
        paragraphs: [
          'The Harvard Study of Adult Development began in 1938 and has followed its participants for more than eight decades. Its current director, Robert Waldinger, has summarised one of its clearest findings: people who were more satisfied in their relationships in midlife tended to be healthier and happier in old age.',
          'Other research points in the same direction. A widely cited 2010 meta-analysis by Julianne Holt-Lunstad and colleagues combined data from 148 studies and found that people with stronger social relationships had a markedly higher likelihood of survival over the follow-up periods studied.',
          'These findings do not prove that relationships alone cause good health; many factors are intertwined. But the consistency of the pattern across many studies and countries has convinced many researchers that social connection deserves a place alongside diet and exercise in how we think about wellbeing.',
        ],
      },
      {
        heading: 'Measuring What Feels Unmeasurable',
        paragraphs: [
          'Studying feelings like loneliness or closeness requires asking people about their inner lives. Researchers use carefully tested questionnaires, such as the UCLA Loneliness Scale, which asks how often people feel they lack companionship or feel left out.',
          'Wording matters enormously. Asking “Are you lonely?” directly tends to produce lower numbers than indirect questions, partly because many people are reluctant to label themselves that way. Good scales are designed to reduce this kind of bias.',
          'Self-report has limits, but it is often the best tool available for experiences that only the person can observe. Researchers increasingly combine it with other measures, such as daily diaries, to build a fuller picture.',
        ],
      },
      {
        heading: 'Kindness and Wellbeing',
        paragraphs: [
          'In a study published in 2008, Elizabeth Dunn, Lara Aknin and Michael Norton gave participants a small sum of money to spend by the end of the day. Those asked to spend it on someone else reported feeling happier that evening than those asked to spend it on themselves.',
          'Later studies in many countries have found similar, though often modest, effects. Acts of kindness seem to benefit the giver as well as the receiver, especially when the giver can see the impact and feels a real connection to the person helped.',
          'The effect is not a trick for manufacturing happiness. It works best when kindness is freely chosen rather than obligatory, and when it strengthens a relationship rather than simply discharging a duty.',
        ],
      },
      {
        heading: 'Awe and the Small Self',
        paragraphs: [
          'The psychologist Dacher Keltner and colleagues have studied awe, the feeling we have in the presence of something vast that challenges our understanding. In their research, awe is associated with a sense of a smaller self and a stronger feeling of connection to others.',
          'In one study, older adults who took weekly awe walks, deliberately looking for things that inspired wonder, reported more positive emotions over the following weeks than those who simply walked. Their photographs increasingly included the landscape rather than themselves.',
          'Awe does not require grand canyons. It can be found in music, in acts of courage, in the intricate pattern of a leaf. Making room for it may be one of the gentler ways to feel part of something larger.',
        ],
      },
      {
        heading: 'Reading Research Wisely',
        paragraphs: [
          'In 2015, a large collaboration of researchers attempted to repeat one hundred published psychology studies. Only around a third to two fifths produced results as clear as the originals. The project became a landmark in what is now called the replication crisis.',
          'This does not mean psychology is worthless. It means that single studies, especially small ones with surprising results, should be treated as interesting hints rather than settled facts. Findings that have been repeated many times by different teams deserve more confidence.',
          'When you read about a new study, it helps to ask how many people took part, whether the result has been replicated, and whether the headline matches what the researchers actually claimed. These questions filter out much of the noise.',
        ],
      },
      {
        heading: 'Correlation Is Not the Whole Story',
        paragraphs: [
          'Much research on relationships and wellbeing is correlational: it shows that two things tend to go together, not that one causes the other. People with more friends may be healthier, but healthier people may also find it easier to keep friends.',
          'Researchers use various methods to untangle cause and effect, such as following people over time or running experiments. But even strong evidence usually describes averages, not individuals. What is true on average may not be true for you.',
          'This is not a reason to dismiss research but to hold it thoughtfully. The best use of a finding is often as a prompt for reflection: does this match my experience, and is it worth trying in my own life?',
        ],
      },
      {
        heading: 'Turning Findings Into Practice',
        paragraphs: [
          'Research is most useful when it changes something small and concrete. Knowing that social connection matters for health is abstract; deciding to call a friend every Sunday is practical.',
          'A helpful approach is to treat findings as experiments for your own life. If research suggests that talking to strangers improves mood, try it for a week and notice what happens. If it suggests that gratitude helps, write three things down each evening and see how you feel after a month.',
          'Keep what works and let go of what does not. Science describes patterns across many people; you are the expert on the one person whose life you are living.',
        ],
      },
    ],
    lists: [
      {
        heading: 'Questions to Ask About Any Study You Read About',
        lead: 'Before sharing or acting on a new finding, these questions can help you judge how much weight to give it:',
        ordered: true,
        items: [
          'How many people took part, and who were they?',
          'Was it an experiment or an observation of patterns?',
          'Has the result been repeated by other researchers?',
          'How large was the effect, not just whether it was statistically significant?',
          'Does the headline match what the researchers actually claimed?',
          'Who funded the research, and could that matter?',
          'Does the finding fit with what other studies have found?',
        ],
        after: 'No single question is decisive, but together they separate robust findings from fragile ones.',
      },
      {
        heading: 'Findings That Have Held Up Well',
        lead: 'Some findings about wellbeing and relationships have been supported by many studies over many years:',
        items: [
          'Strong social relationships are associated with better health and longer life.',
          'Regular physical activity tends to improve mood.',
          'Poor sleep makes emotional regulation and patience harder.',
          'Feeling lonely for long periods is linked to a range of health risks.',
          'Acts of kindness tend to benefit the giver as well as the receiver, at least modestly.',
          'Feeling understood by others is closely linked to relationship satisfaction.',
        ],
      },
    ],
    questions: {
      heading: 'Questions to Turn Research Into Reflection',
      lead: 'Research becomes meaningful when it prompts us to look at our own lives. Try these questions after reading about a study:',
      items: [
        'Does this finding match my own experience? Where does it differ?',
        'What small change could I try for a week to test it?',
        'Who in my life might benefit if I took this seriously?',
        'What would I need to believe for this to apply to me?',
        'Which of my relationships most affects my wellbeing?',
        'When did I last feel awe, and what caused it?',
        'What is one act of kindness I could do tomorrow?',
        'What do I want to keep learning about myself?',
      ],
    },
  },
};
