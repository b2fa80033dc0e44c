import { type ForbiddenCode, MSG, type PlanTier, type SubscriptionStatus } from '@folio/contracts';
import { expect } from 'vitest';
import type { RestResponse } from './rest';

/** A record id on the wire. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A timestamp as the API writes it (`Date.toISOString()`). */
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A well-formed id that no record has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export const anId = () => expect.stringMatching(UUID);
export const aTimestamp = () => expect.stringMatching(ISO);

/** The answer is exactly `status` with exactly `body` (asymmetric matchers allowed inside). */
export function expectAnswer(res: RestResponse, status: number, body: unknown) {
  expect({ status: res.status, body: res.body }).toEqual({ status, body });
}

/** The 422 envelope: `msg` is the first field error's text, `errors` every one of them, in order. */
export function validationBody(...errors: [field: string, msg: string][]) {
  return { msg: errors[0]![1], errors: errors.map(([field, msg]) => ({ field, msg })) };
}

export const forbiddenBody = (code: ForbiddenCode, msg: string) => ({ msg, code });

/** A role refusal: 403 with code INSUFFICIENT_ROLE (and the generic text unless another is named). */
export function expectInsufficientRole(res: RestResponse, msg: string = MSG.insufficientRole) {
  expectAnswer(res, 403, forbiddenBody('INSUFFICIENT_ROLE', msg));
}

/** A plan limit: 403 PLAN_UPGRADE_REQUIRED with the plan the organization is on. */
export function expectPlanUpgrade(
  res: RestResponse,
  msg: string,
  plan: { currentPlan: PlanTier; subscriptionStatus: SubscriptionStatus } = {
    currentPlan: 'free',
    subscriptionStatus: 'inactive',
  },
) {
  expectAnswer(res, 403, {
    msg,
    code: 'PLAN_UPGRADE_REQUIRED',
    requiredPlan: 'pro',
    currentPlan: plan.currentPlan,
    subscriptionStatus: plan.subscriptionStatus,
  });
}
