/** Money on the web: the domain's one implementation (packages/domain/src/money.ts). */
export { formatMoney, fromCents, groupDigits, MONEY_PATTERN, sumMoney, toCents } from '@console/domain/money';
