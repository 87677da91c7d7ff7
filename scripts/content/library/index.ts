// Every category's library, in the order of lib/content/categories.ts.
import type { CategoryLibrary } from './types';
import { connectionLoneliness } from './connection-loneliness';
import { loveRelationships } from './love-relationships';
import { selfDiscoveryGrowth } from './self-discovery-growth';
import { unspokenTruths } from './unspoken-truths';
import { scienceOfConversations } from './science-of-conversations';
import { conversationsSociety } from './conversations-society';
import { growthThroughConversations } from './growth-through-conversations';
import { unpredictabilityConnection } from './unpredictability-connection';
import { relationshipsLoveDating } from './relationships-love-dating';
import { thoughtProvokingQuestions } from './thought-provoking-questions';
import { deepCommunication } from './deep-communication';
import { seoEngagement } from './seo-engagement';
import { communicationEmpathy } from './communication-empathy';
import { digitalCommunication } from './digital-communication';
import { personalGrowthReflection } from './personal-growth-reflection';
import { familyParenting } from './family-parenting';
import { friendshipSocialLife } from './friendship-social-life';
import { scienceResearch } from './science-research';
import { professionalWorkplace } from './professional-workplace';
import { relationshipsConnection } from './relationships-connection';
import { meaningfulConversations } from './meaningful-conversations';
import { trendingTopics } from './trending-topics';

export const LIBRARIES: CategoryLibrary[] = [
  connectionLoneliness,
  loveRelationships,
  selfDiscoveryGrowth,
  unspokenTruths,
  scienceOfConversations,
  conversationsSociety,
  growthThroughConversations,
  unpredictabilityConnection,
  relationshipsLoveDating,
  thoughtProvokingQuestions,
  deepCommunication,
  seoEngagement,
  communicationEmpathy,
  digitalCommunication,
  personalGrowthReflection,
  familyParenting,
  friendshipSocialLife,
  scienceResearch,
  professionalWorkplace,
  relationshipsConnection,
  meaningfulConversations,
  trendingTopics,
];
