import { createFileRoute } from '@tanstack/react-router'

import { AnswerIndexRequestSchema } from '../../features/answers/answer-index'
import { readAnswerIndex } from '../../features/answers/answer-index.server'
import { publicDataHandler } from '../../lib/api/public-data.server'

/** Every FAQ answer in one language, for the search on /answers/ (`fetchPublicData('answers', …)`). */
export const Route = createFileRoute('/data/answers.json')({
  server: {
    handlers: {
      GET: publicDataHandler(AnswerIndexRequestSchema, 'content', ({ locale }) => readAnswerIndex(locale)),
    },
  },
})
