// Opening picture files: regular files only, without blocking. See CCarouselCodecs.h.

#include "internal.h"

#if defined(__linux__)

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

/// The status a file's type means (CCODECS_OK for a regular file), and its name.
static int cc_file_kind(mode_t mode, const char **kind) {
  const char *name = NULL;
  int status = CCODECS_ERROR_NOT_REGULAR_FILE;
  switch (mode & S_IFMT) {
    case S_IFREG:
      return CCODECS_OK;
    case S_IFDIR:
      return CCODECS_ERROR_IS_DIRECTORY;
    case S_IFIFO:
      name = "a named pipe (FIFO)";
      break;
    case S_IFCHR:
      name = "a character device";
      break;
    case S_IFBLK:
      name = "a block device";
      break;
    case S_IFSOCK:
      name = "a socket";
      break;
    default:
      name = "a special file";
      break;
  }
  if (kind != NULL) *kind = name;
  return status;
}

static int cc_file_errno_status(int code) {
  switch (code) {
    case ENOENT:
    case ENOTDIR:
      return CCODECS_ERROR_NO_SUCH_FILE;
    case EACCES:
    case EPERM:
      return CCODECS_ERROR_PERMISSION_DENIED;
    case EISDIR:
      return CCODECS_ERROR_IS_DIRECTORY;
    default:
      return CCODECS_ERROR_CANNOT_READ;
  }
}

FILE *ccodecs_open_regular_file(const char *path, int *status, const char **kind) {
  int ignored = 0;
  if (status == NULL) status = &ignored;
  if (kind != NULL) *kind = NULL;
  if (path == NULL) {
    *status = CCODECS_ERROR_INVALID_ARGUMENT;
    return NULL;
  }
  struct stat information;
  if (stat(path, &information) != 0) {
    *status = cc_file_errno_status(errno);
    return NULL;
  }
  *status = cc_file_kind(information.st_mode, kind);
  if (*status != CCODECS_OK) return NULL;
  // Without blocking: should the path have become a FIFO since, the open returns at once.
  int descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (descriptor < 0) {
    *status = cc_file_errno_status(errno);
    return NULL;
  }
  if (fstat(descriptor, &information) != 0) {
    *status = cc_file_errno_status(errno);
    close(descriptor);
    return NULL;
  }
  *status = cc_file_kind(information.st_mode, kind);
  if (*status != CCODECS_OK) {
    close(descriptor);
    return NULL;
  }
  int flags = fcntl(descriptor, F_GETFL);
  if (flags >= 0) fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK);
  FILE *file = fdopen(descriptor, "rb");
  if (file == NULL) {
    *status = CCODECS_ERROR_OUT_OF_MEMORY;
    close(descriptor);
  }
  return file;
}

#else

FILE *ccodecs_open_regular_file(const char *path, int *status, const char **kind) {
  (void)path;
  if (kind != NULL) *kind = NULL;
  if (status != NULL) *status = CCODECS_ERROR_CANNOT_READ;
  return NULL;
}

#endif
