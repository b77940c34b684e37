/** A page of a paged list in the envelope of the list functions (admin lists, owner members). */
export const pageOf = <T>(data: T[], page = 1, limit = 50, totalCount = data.length) => ({
  success: true,
  data,
  pagination: {
    page,
    limit,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    hasNextPage: page * limit < totalCount,
    hasPreviousPage: page > 1,
  },
});
