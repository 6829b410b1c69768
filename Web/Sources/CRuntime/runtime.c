// What the Embedded Swift runtime asks of a C library, for WebAssembly with no WASI: memory
// and a hash seed. wasi-libc provides libm only (sin, cos, exp, log, fmod,
// round), none of which imports anything from the host.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;

// MARK: Memory

// The allocator: blocks of powers of two (a 16-byte header holding the size class, then the
// memory handed out, 16-byte aligned), kept on a free list per size when freed and never
// given back. A carousel allocates a few arrays that live as long as it does and a few per
// frame of the same sizes, so this reuses nearly everything, in a small fraction of a
// general-purpose allocator's code.

enum { header_size = 16, size_classes = 32, page_size = 65536 };

// The linker puts the heap after the stack and the static data.
extern unsigned char __heap_base;

static uintptr_t heap_end;
static void *free_blocks[size_classes];

// Takes `bytes` from the end of the heap, growing the linear memory when needed.
static void *take(size_t bytes) {
  if (heap_end == 0) {
    heap_end = ((uintptr_t)&__heap_base + header_size - 1) & ~(uintptr_t)(header_size - 1);
  }
  uintptr_t start = heap_end;
  if (bytes > (uintptr_t)-1 - start) return 0;
  uintptr_t end = start + bytes;
  uintptr_t available = (uintptr_t)__builtin_wasm_memory_size(0) * page_size;
  if (end > available) {
    size_t pages = (end - available + page_size - 1) / page_size;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  }
  heap_end = end;
  return (void *)start;
}

// Returns 0, 22 (EINVAL) for an alignment above 16, or 48 (ENOMEM).
int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > header_size) return 22;
  int size_class = 5;
  while (((size_t)1 << size_class) < size + header_size) {
    if (++size_class >= size_classes) return 48;
  }
  unsigned char *block = free_blocks[size_class];
  if (block) {
    free_blocks[size_class] = *(void **)(block + header_size);
  } else {
    block = take((size_t)1 << size_class);
    if (!block) return 48;
  }
  *(int *)block = size_class;
  *result = block + header_size;
  return 0;
}

void *malloc(size_t size) {
  void *result = 0;
  return posix_memalign(&result, header_size, size) == 0 ? result : 0;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - header_size;
  int size_class = *(int *)block;
  *(void **)pointer = free_blocks[size_class];
  free_blocks[size_class] = block;
}

// MARK: Hash seed

// Hasher's seed. The engine hashes nothing an attacker chooses, so a fixed seed does (and
// keeps every run the same).
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  unsigned state = 0x9E3779B9u;
  for (size_t index = 0; index < count; index++) {
    state = state * 1664525u + 1013904223u;
    bytes[index] = (unsigned char)(state >> 24);
  }
}
