import { Controller, Get, HttpCode, HttpStatus, Post, applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminOrdersQuerySchema,
  disputeMessageRequestSchema,
  listingOrderRequestSchema,
  messages,
  openDisputeRequestSchema,
  orderAnswerSchema,
  orderIdSchema,
  orderNoteRequestSchema,
  orderReasonRequestSchema,
  ordersAnswerSchema,
  ordersQuerySchema,
  payOrderRequestSchema,
  postIdSchema,
  quoteShippingRequestSchema,
  resolveDisputeRequestSchema,
  shipOrderRequestSchema,
  type AdminOrdersQuery,
  type DisputeMessageRequest,
  type ListingOrderRequest,
  type OpenDisputeRequest,
  type OrderAnswer,
  type OrderNoteRequest,
  type OrderReasonRequest,
  type OrdersAnswer,
  type OrdersQuery,
  type PayOrderRequest,
  type QuoteShippingRequest,
  type ResolveDisputeRequest,
  type ShipOrderRequest,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { orderPayments, orderPlacements, orderWrites } from '../ledger/money-limits.js';
import { OrdersService } from './orders.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.orders;

/** A path id that is not a uuid names nothing: 404 like a missing one. */
const OrderId = () => FoundById(orderIdSchema, m.notFound);

/** One step on an order: signed in, rate-limited per account, answers the stored order. */
const StepRoute = (summary: string, limit: RateLimitPolicy = orderWrites, ...errors: number[]) =>
  applyDecorators(
    HttpCode(HttpStatus.OK),
    // Signed in first, then counted: applyDecorators runs in order, so the limit is per account.
    SignedInOnly(),
    RateLimit(limit),
    ApiOperation({ summary }),
    Answers(orderAnswerSchema),
    ApiErrors(
      HttpStatus.BAD_REQUEST,
      HttpStatus.UNAUTHORIZED,
      HttpStatus.FORBIDDEN,
      HttpStatus.NOT_FOUND,
      HttpStatus.CONFLICT,
      ...errors,
    ),
  );

/** Orders (docs/product/orders.md): thin routes over OrdersService. */
@ApiTags('orders')
@Controller('v1')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('listings/:id/orders')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(orderPlacements)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Order from a fixed-price listing (at least its minimum quantity)',
    description:
      'The order starts placed: the seller has 48 hours to accept it. Shipped by quotation, it starts quoting: the seller has 48 hours to quote the shipping.',
  })
  @Answers(orderAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async place(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.listingNotAvailable)
    id: string,
    @ZodBody(listingOrderRequestSchema) request: ListingOrderRequest,
  ): Promise<OrderAnswer> {
    const order = await this.orders.placeFromListing(caller, id, request);
    return answered({ order }, order.status === 'quoting' ? m.placedForQuote : m.placed);
  }

  @Get('orders')
  @SignedInOnly()
  @ApiOperation({ summary: "The caller's orders as buyer or as seller, newest first" })
  @Answers(ordersAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(ordersQuerySchema) query: OrdersQuery,
  ): Promise<OrdersAnswer> {
    return answered(await this.orders.list(caller, query), m.loaded);
  }

  @Get('orders/:id')
  @SignedInOnly()
  @ApiOperation({
    summary: 'One order with its timeline, dispute and the actions open to the caller',
  })
  @Answers(orderAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async get(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.get(caller, id) }, m.orderLoaded);
  }

  @Post('orders/:id/accept')
  @StepRoute('The seller accepts a placed order (the buyer then has 72 hours to pay)')
  async accept(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderNoteRequestSchema) request: OrderNoteRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.accept(caller, id, request.note) }, m.done.accept);
  }

  @Post('orders/:id/quote')
  @StepRoute(
    "The seller quotes the shipping of an order shipped by quotation, in the order's currency (the buyer then has 72 hours to accept the new total)",
  )
  async quote(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(quoteShippingRequestSchema) request: QuoteShippingRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.quote(caller, id, request) }, m.done.quote);
  }

  @Post('orders/:id/quote/accept')
  @StepRoute('The buyer accepts the quoted total (then pays it within 72 hours)')
  async acceptQuote(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderNoteRequestSchema) request: OrderNoteRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.acceptQuote(caller, id, request.note) },
      m.done['quote.accept'],
    );
  }

  @Post('orders/:id/quote/decline')
  @StepRoute('The buyer declines the quoted total: the order is cancelled, nothing charged')
  async declineQuote(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderReasonRequestSchema) request: OrderReasonRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.declineQuote(caller, id, request.reason) },
      m.done['quote.decline'],
    );
  }

  @Post('orders/:id/decline')
  @StepRoute('The seller declines a placed order, saying why')
  async decline(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderReasonRequestSchema) request: OrderReasonRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.decline(caller, id, request.reason) },
      m.done.decline,
    );
  }

  @Post('orders/:id/pay')
  @StepRoute(
    'The buyer pays an accepted order into escrow (402 when the card is refused)',
    orderPayments,
    HttpStatus.PAYMENT_REQUIRED,
  )
  async pay(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(payOrderRequestSchema) request: PayOrderRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.pay(caller, id, request) }, m.done.pay);
  }

  @Post('orders/:id/ship')
  @StepRoute('The seller ships (or starts the work), with a note and tracking')
  async ship(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(shipOrderRequestSchema) request: ShipOrderRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.ship(caller, id, request) }, m.done.ship);
  }

  @Post('orders/:id/deliver')
  @StepRoute('The seller marks the order delivered (the buyer then has 14 days to confirm)')
  async deliver(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderNoteRequestSchema) request: OrderNoteRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.deliver(caller, id, request.note) }, m.done.deliver);
  }

  @Post('orders/:id/confirm')
  @StepRoute('The buyer confirms receipt: the money is released to the seller, less the fee')
  async confirm(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderNoteRequestSchema) request: OrderNoteRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.confirm(caller, id, request.note) }, m.done.confirm);
  }

  @Post('orders/:id/cancel')
  @StepRoute('The buyer (before paying) or the seller (before shipping, refunding) cancels')
  async cancel(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(orderReasonRequestSchema) request: OrderReasonRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.cancel(caller, id, request.reason) },
      m.done['buyer.cancel'],
    );
  }

  @Post('orders/:id/dispute')
  @StepRoute('The buyer opens a dispute before confirming; the money stays in escrow')
  async dispute(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(openDisputeRequestSchema) request: OpenDisputeRequest,
  ): Promise<OrderAnswer> {
    return answered({ order: await this.orders.dispute(caller, id, request) }, m.done.dispute);
  }

  @Post('orders/:id/dispute/messages')
  @StepRoute("A message on the order's open dispute (either side, or an admin)")
  async disputeMessage(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(disputeMessageRequestSchema) request: DisputeMessageRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.disputeMessage(caller, id, request.body) },
      m.disputeMessageSent,
    );
  }

  @Get('admin/orders')
  @SignedInOnly()
  @ApiOperation({ summary: 'Staff: every order (disputes with status=disputed), newest first' })
  @Answers(ordersAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN)
  async adminList(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(adminOrdersQuerySchema) query: AdminOrdersQuery,
  ): Promise<OrdersAnswer> {
    return answered(await this.orders.listAll(caller, query), m.loaded);
  }

  @Post('admin/orders/:id/resolve')
  @StepRoute('An admin resolves a dispute: release, refund in full, or split')
  async resolve(
    @CurrentUser() caller: AccessTokenIdentity,
    @OrderId() id: string,
    @ZodBody(resolveDisputeRequestSchema) request: ResolveDisputeRequest,
  ): Promise<OrderAnswer> {
    return answered(
      { order: await this.orders.resolve(caller, id, request) },
      m.done[`resolve.${request.outcome}`],
    );
  }
}
