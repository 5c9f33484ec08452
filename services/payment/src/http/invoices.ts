import {
  creditNoteBodySchema,
  idParams,
  idParamSchema,
  invoiceBodySchema,
  invoicePreviewSchema,
  invoiceSchema,
  listAnswerSchema,
  listQuerySchema,
} from '@portal/contracts';
import { DomainError, hasPermission, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { issueCreditNote } from '../domain/invoices/credit-note';
import { planInvoice } from '../domain/invoices/invoice-plan';
import { findInvoice, issueInvoice, listInvoices, type InvoiceRow } from '../domain/invoices/issue-invoice';
import { invoiceFileName, renderInvoicePdf, type InvoiceIssuer } from '../domain/invoices/invoice-pdf';
import type { Response } from 'express';

const tags = ['invoices'];

/** ASCII fallback and the UTF-8 name (RFC 6266), as catalog's downloads do. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

async function sendPdf(res: Response, invoice: InvoiceRow, issuer: InvoiceIssuer) {
  const pdf = await renderInvoicePdf(invoice, issuer);
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-length', String(pdf.length));
  res.setHeader('content-disposition', contentDisposition(invoiceFileName(invoice)));
  res.setHeader('access-control-expose-headers', 'Content-Disposition');
  res.setHeader('x-content-type-options', 'nosniff');
  res.status(200).end(pdf);
}

/** The portal's invoices to clubs (docs/payments.md: `competition/{id}/invoice`, the club's invoices tab). */
export function invoiceRoutes(ctx: ServiceContext, issuer: InvoiceIssuer, vatPercent: number): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/competition/:id/invoice',
      operationId: 'createInvoice',
      summary: "Invoice a club for a competition's portal fee: number and gross (German format) -> the PDF",
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      params: idParams,
      body: invoiceBodySchema,
      handler: async ({ params, body, user, res }) => {
        const invoice = await ctx.db.transaction((tx) => issueInvoice(tx, user, params.id, body, vatPercent));
        await sendPdf(res, invoice, issuer);
      },
    })
    .add({
      method: 'post',
      path: '/api/competition/:id/invoice/preview',
      operationId: 'previewInvoice',
      summary:
        'The invoice the same number and gross would make, with the start fee check; writes nothing, uses no number',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      params: idParams,
      body: invoiceBodySchema,
      response: invoicePreviewSchema,
      handler: async ({ params, body }) => {
        const plan = await planInvoice(ctx.db, params.id, body, vatPercent, false);
        const recipient = [
          plan.invoiceName || plan.clubName,
          plan.invoiceName && plan.invoiceName !== plan.clubName ? plan.clubName : '',
          plan.address ?? '',
          [plan.zip, plan.city].filter(Boolean).join(' '),
          plan.invoiceMail ?? '',
        ].filter(Boolean);
        return {
          number: plan.number,
          competitionName: plan.competitionName,
          recipient,
          netCents: plan.netCents,
          vatCents: plan.vatCents,
          grossCents: plan.grossCents,
          vatPercent: plan.vatPercent,
          startFee: plan.startFee,
          warnings: plan.warnings,
          issuer,
        };
      },
    })
    .add({
      method: 'post',
      path: '/api/payments/invoices/:id/creditNote',
      operationId: 'createCreditNote',
      summary: 'Cancel an invoice with a credit note of its own number -> the credit note PDF',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      params: idParams,
      body: creditNoteBodySchema,
      handler: async ({ params, body, user, res }) => {
        const note = await ctx.db.transaction((tx) => issueCreditNote(tx, user, params.id, body));
        await sendPdf(res, note, issuer);
      },
    })
    .add({
      method: 'get',
      path: '/api/payments/invoices',
      operationId: 'listInvoices',
      summary: "Invoices to clubs, newest first (club admins: their club's)",
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
      query: listQuerySchema(['issuedAt'] as const).extend({
        clubId: idParamSchema.optional(),
        competitionId: idParamSchema.optional(),
      }),
      response: listAnswerSchema(invoiceSchema),
      handler: async ({ query, user }) => {
        let clubId = query.clubId;
        if (!hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN')) {
          if (user.clubId === null || (clubId !== undefined && clubId !== user.clubId))
            throw new DomainError('PERMISSION_DENIED', 403);
          clubId = user.clubId;
        }
        const list = await listInvoices(
          ctx.db,
          { clubId, competitionId: query.competitionId },
          query.page,
          query.size,
        );
        return {
          totalElements: list.totalElements,
          content: list.content.map((i) => ({
            id: i.id,
            number: i.number,
            kind: i.kind,
            cancels: i.cancels && { id: i.cancels.id, number: i.cancels.number },
            cancelledBy: i.cancelledBy,
            competitionId: i.competitionId,
            clubId: i.clubId,
            competitionName: i.competitionName,
            competitionDate: i.competitionDate?.toISOString() ?? null,
            clubName: i.clubName,
            invoiceName: i.invoiceName,
            invoiceMail: i.invoiceMail,
            bmdAccountNumber: i.bmdAccountNumber,
            netCents: i.netCents,
            vatCents: i.vatCents,
            grossCents: i.grossCents,
            vatPercent: i.vatPercent,
            issuedAt: i.issuedAt.toISOString(),
            competitionPaid: i.competitionPaid,
            fileName: invoiceFileName(i),
          })),
        };
      },
    })
    .add({
      method: 'get',
      path: '/api/payments/invoices/:id/pdf',
      operationId: 'downloadInvoice',
      summary: 'One invoice as PDF again (its name in Content-Disposition)',
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
      params: idParams,
      handler: async ({ params, user, res }) => {
        const invoice = await findInvoice(ctx.db, params.id);
        const mine =
          hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN') || (invoice && invoice.clubId === user.clubId);
        if (!invoice || !mine) throw new DomainError('NOT_FOUND', 404);
        await sendPdf(res, invoice, issuer);
      },
    });
}
