/**
 * Messages the site sends a guest on a schedule (issue 27 §1): what sets a template off, and where
 * one booking's message of a template stands.
 */

/** On confirmation; N days before arrival; N days after departure. */
export const MESSAGE_TRIGGERS = ['confirmed', 'before_arrival', 'after_departure'] as const;
export type MessageTrigger = (typeof MESSAGE_TRIGGERS)[number];

export const SCHEDULED_MESSAGE_STATUSES = ['scheduled', 'sent', 'skipped', 'cancelled'] as const;
export type ScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];
