// libcurl for the image loader on Linux, loaded at run time.
//
// FoundationNetworking is built on libcurl, so every Linux machine that runs the package has
// the library; its development files are another matter (a new machine has none). So the
// library is opened with dlopen, its functions found by name, and the handful of constants
// the loader needs are declared here with the values of curl's public headers (part of its
// stable ABI since curl 7). libcurl's variadic functions (`curl_easy_setopt`, `curl_easy_getinfo`)
// are called from C, with their real prototype, through typed wrappers.
//
// Empty on platforms other than Linux: `ccurl_load` returns 0 there.

#ifndef CCAROUSELCURL_H
#define CCAROUSELCURL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opens libcurl and finds the functions below, once per process: 1 when every one is
/// there (curl 7.68 or later), 0 otherwise (the caller then uses another transport).
int ccurl_load(void);

/// A write or header callback: `count` bytes at `bytes` (libcurl passes a size of 1), for the
/// transfer behind `context`. Returning anything but `count` aborts the transfer.
typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *context);

/// A progress callback: the body bytes the transfer read so far (`downloaded`), those of a
/// redirect's body that libcurl reads past unseen included. Returning nonzero aborts it.
typedef int (*ccurl_progress_callback)(void *context, long long download_total,
                                       long long downloaded, long long upload_total,
                                       long long uploaded);

void *ccurl_easy_init(void);
void ccurl_easy_cleanup(void *easy);
int ccurl_easy_setopt_long(void *easy, int option, long value);
int ccurl_easy_setopt_pointer(void *easy, int option, const void *value);
int ccurl_easy_setopt_callback(void *easy, int option, ccurl_data_callback callback);
int ccurl_easy_setopt_progress(void *easy, int option, ccurl_progress_callback callback);
int ccurl_easy_getinfo_long(void *easy, int info, long *value);
int ccurl_easy_getinfo_string(void *easy, int info, const char **value);
const char *ccurl_easy_strerror(int code);

void *ccurl_slist_append(void *list, const char *string);
void ccurl_slist_free_all(void *list);

void *ccurl_multi_init(void);
int ccurl_multi_setopt_long(void *multi, int option, long value);
int ccurl_multi_add_handle(void *multi, void *easy);
int ccurl_multi_remove_handle(void *multi, void *easy);
int ccurl_multi_perform(void *multi, int *running);
/// Waits up to `timeout_ms` for activity on the transfers' sockets, for libcurl's own timers,
/// or for `ccurl_multi_wakeup`.
int ccurl_multi_poll(void *multi, int timeout_ms);
int ccurl_multi_wakeup(void *multi);
/// The next finished transfer: 1 with its easy handle and libcurl's result code, 0 when
/// none is left.
int ccurl_multi_next_done(void *multi, void **easy, int *result);

// MARK: - Constants (curl/curl.h, curl/multi.h)

#define CCURLOPT_WRITEDATA 10001
#define CCURLOPT_URL 10002
#define CCURLOPT_USERAGENT 10018
#define CCURLOPT_HTTPHEADER 10023
#define CCURLOPT_HEADERDATA 10029
#define CCURLOPT_NOPROGRESS 43
#define CCURLOPT_XFERINFODATA 10057
#define CCURLOPT_XFERINFOFUNCTION 20219
#define CCURLOPT_FOLLOWLOCATION 52
#define CCURLOPT_MAXREDIRS 68
#define CCURLOPT_NOSIGNAL 99
#define CCURLOPT_ACCEPT_ENCODING 10102
#define CCURLOPT_HTTP_CONTENT_DECODING 158
#define CCURLOPT_PROTOCOLS 181
#define CCURLOPT_REDIR_PROTOCOLS 182
#define CCURLOPT_SUPPRESS_CONNECT_HEADERS 265
#define CCURLOPT_WRITEFUNCTION 20011
#define CCURLOPT_HEADERFUNCTION 20079

#define CCURLPROTO_HTTP 1L
#define CCURLPROTO_HTTPS 2L

#define CCURLINFO_RESPONSE_CODE 0x200002
#define CCURLINFO_CAINFO 0x10003D

#define CCURLOPT_CAINFO 10065

#define CCURLMOPT_MAXCONNECTS 6
#define CCURLMOPT_MAX_HOST_CONNECTIONS 7

#define CCURLE_OK 0
#define CCURLE_UNSUPPORTED_PROTOCOL 1
#define CCURLE_URL_MALFORMAT 3
#define CCURLE_COULDNT_RESOLVE_PROXY 5
#define CCURLE_COULDNT_RESOLVE_HOST 6
#define CCURLE_COULDNT_CONNECT 7
#define CCURLE_WEIRD_SERVER_REPLY 8
#define CCURLE_HTTP2 16
#define CCURLE_PARTIAL_FILE 18
#define CCURLE_WRITE_ERROR 23
#define CCURLE_OUT_OF_MEMORY 27
#define CCURLE_OPERATION_TIMEDOUT 28
#define CCURLE_SSL_CONNECT_ERROR 35
#define CCURLE_ABORTED_BY_CALLBACK 42
#define CCURLE_TOO_MANY_REDIRECTS 47
#define CCURLE_GOT_NOTHING 52
#define CCURLE_SEND_ERROR 55
#define CCURLE_RECV_ERROR 56
#define CCURLE_PEER_FAILED_VERIFICATION 60
#define CCURLE_BAD_CONTENT_ENCODING 61
#define CCURLE_HTTP2_STREAM 92

#ifdef __cplusplus
}
#endif

#endif
