// Counts heap allocations for the benchmark by defining the allocator entry points in the
// executable: the dynamic linker resolves every caller (the Swift runtime included) to these,
// and they forward to glibc's own implementations.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static uint64_t frees;
static int64_t live_bytes;

static void count_allocation(void *pointer) {
  if (pointer) {
    __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
    __atomic_add_fetch(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
}

static void count_free(void *pointer) {
  if (pointer) {
    __atomic_add_fetch(&frees, 1, __ATOMIC_RELAXED);
    __atomic_sub_fetch(&live_bytes, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
  }
}

void *malloc(size_t size) {
  void *pointer = __libc_malloc(size);
  count_allocation(pointer);
  return pointer;
}

void *calloc(size_t count, size_t size) {
  void *pointer = __libc_calloc(count, size);
  count_allocation(pointer);
  return pointer;
}

void *realloc(void *pointer, size_t size) {
  count_free(pointer);
  void *result = __libc_realloc(pointer, size);
  count_allocation(result);
  return result;
}

void free(void *pointer) {
  count_free(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  void *pointer = __libc_memalign(alignment, size);
  count_allocation(pointer);
  return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
  return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *pointer = __libc_memalign(alignment, size);
  if (!pointer) return ENOMEM;
  count_allocation(pointer);
  *result = pointer;
  return 0;
}

allocation_counts allocation_counter_read(void) {
  allocation_counts counts = {
    __atomic_load_n(&allocations, __ATOMIC_RELAXED),
    __atomic_load_n(&frees, __ATOMIC_RELAXED),
    __atomic_load_n(&live_bytes, __ATOMIC_RELAXED),
  };
  return counts;
}

int allocation_counter_available(void) { return 1; }

#else

allocation_counts allocation_counter_read(void) {
  allocation_counts counts = {0, 0, 0};
  return counts;
}

int allocation_counter_available(void) { return 0; }

#endif
