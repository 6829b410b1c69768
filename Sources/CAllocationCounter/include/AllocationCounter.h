#ifndef CAROUSEL_ALLOCATION_COUNTER_H
#define CAROUSEL_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Heap activity of the whole process since it started, counted by interposing the C
/// allocator (glibc only; elsewhere every figure stays 0 and `allocation_counter_available`
/// returns 0).
typedef struct {
  uint64_t allocations;
  uint64_t frees;
  int64_t live_bytes;
} allocation_counts;

allocation_counts allocation_counter_read(void);
int allocation_counter_available(void);

#endif
