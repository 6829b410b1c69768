// libcurl through dlopen: see CCarouselCurl.h.

#include "CCarouselCurl.h"

#ifdef __linux__

#include <dlfcn.h>
#include <pthread.h>

// The prototypes of curl/curl.h and curl/multi.h, with opaque handles.
typedef struct {
  int msg;
  void *easy_handle;
  union {
    void *whatever;
    int result;
  } data;
} ccurl_message;

static struct {
  int (*global_init)(long flags);
  void *(*easy_init)(void);
  void (*easy_cleanup)(void *);
  int (*easy_setopt)(void *, int, ...);
  int (*easy_getinfo)(void *, int, ...);
  const char *(*easy_strerror)(int);
  void *(*slist_append)(void *, const char *);
  void (*slist_free_all)(void *);
  void *(*multi_init)(void);
  int (*multi_setopt)(void *, int, ...);
  int (*multi_add_handle)(void *, void *);
  int (*multi_remove_handle)(void *, void *);
  int (*multi_perform)(void *, int *);
  int (*multi_poll)(void *, void *, unsigned int, int, int *);
  int (*multi_wakeup)(void *);
  ccurl_message *(*multi_info_read)(void *, int *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void *open_library(void) {
  // The soname FoundationNetworking links (already in the process, so this finds that copy),
  // then the other builds Debian and its derivatives ship.
  static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4",
                                      "libcurl.so"};
  for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
    void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    if (library != NULL) return library;
  }
  return NULL;
}

#define FIND(field, name)                                                                      \
  do {                                                                                         \
    *(void **)(&curl.field) = dlsym(library, name);                                            \
    if (curl.field == NULL) return;                                                            \
  } while (0)

static void load(void) {
  void *library = open_library();
  if (library == NULL) return;
  FIND(global_init, "curl_global_init");
  FIND(easy_init, "curl_easy_init");
  FIND(easy_cleanup, "curl_easy_cleanup");
  FIND(easy_setopt, "curl_easy_setopt");
  FIND(easy_getinfo, "curl_easy_getinfo");
  FIND(easy_strerror, "curl_easy_strerror");
  FIND(slist_append, "curl_slist_append");
  FIND(slist_free_all, "curl_slist_free_all");
  FIND(multi_init, "curl_multi_init");
  FIND(multi_setopt, "curl_multi_setopt");
  FIND(multi_add_handle, "curl_multi_add_handle");
  FIND(multi_remove_handle, "curl_multi_remove_handle");
  FIND(multi_perform, "curl_multi_perform");
  FIND(multi_poll, "curl_multi_poll");
  FIND(multi_wakeup, "curl_multi_wakeup");
  FIND(multi_info_read, "curl_multi_info_read");
  // CURL_GLOBAL_DEFAULT. Reference-counted: FoundationNetworking's own call is not undone.
  if (curl.global_init(3L) != 0) return;
  loaded = 1;
}

int ccurl_load(void) {
  pthread_once(&load_once, load);
  return loaded;
}

// Handles only once loaded: every other call needs one.
void *ccurl_easy_init(void) { return loaded ? curl.easy_init() : NULL; }
void ccurl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
int ccurl_easy_setopt_long(void *easy, int option, long value) {
  return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value) {
  return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_callback(void *easy, int option, ccurl_data_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}
int ccurl_easy_setopt_progress(void *easy, int option, ccurl_progress_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}
int ccurl_easy_getinfo_long(void *easy, int info, long *value) {
  return curl.easy_getinfo(easy, info, value);
}
int ccurl_easy_getinfo_string(void *easy, int info, const char **value) {
  return curl.easy_getinfo(easy, info, value);
}
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }

void *ccurl_slist_append(void *list, const char *string) {
  return curl.slist_append(list, string);
}
void ccurl_slist_free_all(void *list) { curl.slist_free_all(list); }

void *ccurl_multi_init(void) { return loaded ? curl.multi_init() : NULL; }
int ccurl_multi_setopt_long(void *multi, int option, long value) {
  return curl.multi_setopt(multi, option, value);
}
int ccurl_multi_add_handle(void *multi, void *easy) { return curl.multi_add_handle(multi, easy); }
int ccurl_multi_remove_handle(void *multi, void *easy) {
  return curl.multi_remove_handle(multi, easy);
}
int ccurl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int ccurl_multi_poll(void *multi, int timeout_ms) {
  return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
int ccurl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }

int ccurl_multi_next_done(void *multi, void **easy, int *result) {
  int left = 0;
  ccurl_message *message;
  while ((message = curl.multi_info_read(multi, &left)) != NULL) {
    if (message->msg == 1) {  // CURLMSG_DONE
      *easy = message->easy_handle;
      *result = message->data.result;
      return 1;
    }
  }
  return 0;
}

#else

int ccurl_load(void) { return 0; }

#endif
