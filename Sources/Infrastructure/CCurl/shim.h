#ifndef MOVIES_CCURL_SHIM_H
#define MOVIES_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

/* libcurl is loaded at run time, at the first request, not linked.

   Linked, libcurl.so.4 and the ~30 libraries it needs (TLS, HTTP/2, IDN, Kerberos, LDAP, ...)
   are mapped and relocated at every start of `movies`: 4 to 6 ms of each run, paid also by
   `--help`, catalog searches and answers from a warm cache, which never send a request. So
   `movies` is not linked against libcurl (`readelf -d movies` names no libcurl; the module map
   has no `link` line), its headers only give the types and constants, and every libcurl call
   of the Data layer goes through the `movies_curl_*` wrappers below, which call through a
   table of function pointers resolved by `dlopen("libcurl.so.4")` + `dlsym` once per process
   (`pthread_once`). When libcurl cannot be loaded, `movies_curl_load()` says why and every
   wrapper fails the way libcurl itself reports a failed setup (NULL handles, *_FAILED_INIT).

   The wrappers are `static inline`: each Swift module (and, in debug builds, each object file)
   that calls them gets its own copy of the table and of its `pthread_once`. That is harmless:
   `dlopen` of a loaded library returns the same handle, and `dlsym` the same addresses.

   curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are C-variadic, which Swift cannot
   call: their wrappers fix one argument type each; the option decides which one to call. */

// MARK: - The table

struct movies_curl_functions {
    /* 0 when every function below is resolved; else 1, and `failure` says why. */
    int failed;
    char failure[512];
    __typeof__(&curl_global_init) global_init;
    __typeof__(&curl_easy_init) easy_init;
    __typeof__(&curl_easy_cleanup) easy_cleanup;
    __typeof__(&curl_easy_setopt) easy_setopt;
    __typeof__(&curl_easy_getinfo) easy_getinfo;
    __typeof__(&curl_easy_strerror) easy_strerror;
    __typeof__(&curl_slist_append) slist_append;
    __typeof__(&curl_slist_free_all) slist_free_all;
    __typeof__(&curl_multi_init) multi_init;
    __typeof__(&curl_multi_setopt) multi_setopt;
    __typeof__(&curl_multi_add_handle) multi_add_handle;
    __typeof__(&curl_multi_remove_handle) multi_remove_handle;
    __typeof__(&curl_multi_perform) multi_perform;
    __typeof__(&curl_multi_poll) multi_poll;
    __typeof__(&curl_multi_wakeup) multi_wakeup;
    __typeof__(&curl_multi_info_read) multi_info_read;
    __typeof__(&curl_multi_cleanup) multi_cleanup;
    __typeof__(&curl_multi_strerror) multi_strerror;
};

/* Fills `table` from the library `name` (normally "libcurl.so.4"); returns 0 on success, else 1
   with `table->failure` saying why. Tests call it with other names to see the failure path. */
static inline int movies_curl_resolve_from(struct movies_curl_functions *table, const char *name) {
    struct movies_curl_functions resolved = {0};
    /* RTLD_LOCAL: libcurl's symbols stay out of the global namespace. RTLD_LAZY: the symbols
       libcurl and its thirty libraries use are bound at their first call, as when a program
       linked against libcurl starts; RTLD_NOW would bind them all here, about 3 M of a cold
       search's 23 M instructions (Benchmarks/README.md, "The release build"). The functions `movies` calls are looked up
       below with dlsym, so a missing one still fails here, once. */
    void *library = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        resolved.failed = 1;
        snprintf(resolved.failure, sizeof resolved.failure, "libcurl could not be loaded: %s",
                 reason ? reason : name);
        *table = resolved;
        return 1;
    }
#define MOVIES_CURL_RESOLVE(field, symbol)                                                               \
    do {                                                                                                 \
        *(void **)&resolved.field = dlsym(library, #symbol);                                             \
        if (resolved.field == NULL) {                                                                    \
            resolved.failed = 1;                                                                         \
            snprintf(resolved.failure, sizeof resolved.failure,                                          \
                     "libcurl could not be loaded: %s has no %s (libcurl 7.68 or later is needed)", name, \
                     #symbol);                                                                           \
            *table = resolved;                                                                           \
            return 1;                                                                                    \
        }                                                                                                \
    } while (0)
    MOVIES_CURL_RESOLVE(global_init, curl_global_init);
    MOVIES_CURL_RESOLVE(easy_init, curl_easy_init);
    MOVIES_CURL_RESOLVE(easy_cleanup, curl_easy_cleanup);
    MOVIES_CURL_RESOLVE(easy_setopt, curl_easy_setopt);
    MOVIES_CURL_RESOLVE(easy_getinfo, curl_easy_getinfo);
    MOVIES_CURL_RESOLVE(easy_strerror, curl_easy_strerror);
    MOVIES_CURL_RESOLVE(slist_append, curl_slist_append);
    MOVIES_CURL_RESOLVE(slist_free_all, curl_slist_free_all);
    MOVIES_CURL_RESOLVE(multi_init, curl_multi_init);
    MOVIES_CURL_RESOLVE(multi_setopt, curl_multi_setopt);
    MOVIES_CURL_RESOLVE(multi_add_handle, curl_multi_add_handle);
    MOVIES_CURL_RESOLVE(multi_remove_handle, curl_multi_remove_handle);
    MOVIES_CURL_RESOLVE(multi_perform, curl_multi_perform);
    MOVIES_CURL_RESOLVE(multi_poll, curl_multi_poll);
    MOVIES_CURL_RESOLVE(multi_wakeup, curl_multi_wakeup);
    MOVIES_CURL_RESOLVE(multi_info_read, curl_multi_info_read);
    MOVIES_CURL_RESOLVE(multi_cleanup, curl_multi_cleanup);
    MOVIES_CURL_RESOLVE(multi_strerror, curl_multi_strerror);
#undef MOVIES_CURL_RESOLVE
    *table = resolved;
    return 0;
}

/* The process's table (one per copy of these static functions, see above). */
static inline struct movies_curl_functions *movies_curl_table(void) {
    static struct movies_curl_functions table;
    return &table;
}

static inline void movies_curl_resolve(void) { (void)movies_curl_resolve_from(movies_curl_table(), "libcurl.so.4"); }

/* The table, resolved at the first call of the process (thread-safe). */
static inline const struct movies_curl_functions *movies_curl(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, movies_curl_resolve);
    return movies_curl_table();
}

/* NULL when libcurl is loaded (loading it if needed), else a sentence saying why it is not. */
static inline const char *movies_curl_load(void) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? curl->failure : NULL;
}

// MARK: - Setup

static const long movies_curl_global_all = CURL_GLOBAL_ALL;

static inline CURLcode movies_curl_global_init(long flags) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->global_init(flags);
}

// MARK: - Easy handles

static inline CURL *movies_curl_easy_init(void) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->easy_init();
}

static inline void movies_curl_easy_cleanup(CURL *handle) {
    const struct movies_curl_functions *curl = movies_curl();
    if (!curl->failed) curl->easy_cleanup(handle);
}

static inline CURLcode movies_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

/* Strings are copied by libcurl (every option used here but POSTFIELDS copies). */
static inline CURLcode movies_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

/* For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION, which share this signature. */
static inline CURLcode movies_curl_easy_setopt_write_callback(
    CURL *handle, CURLoption option, curl_write_callback value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_setopt(handle, option, value);
}

static inline CURLcode movies_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_getinfo(handle, info, value);
}

static inline CURLcode movies_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLE_FAILED_INIT : curl->easy_getinfo(handle, info, value);
}

static inline const char *movies_curl_easy_strerror(CURLcode code) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->easy_strerror(code);
}

// MARK: - Header lists

static inline struct curl_slist *movies_curl_slist_append(struct curl_slist *list, const char *line) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->slist_append(list, line);
}

static inline void movies_curl_slist_free_all(struct curl_slist *list) {
    const struct movies_curl_functions *curl = movies_curl();
    if (!curl->failed) curl->slist_free_all(list);
}

// MARK: - Multi handles

static inline CURLM *movies_curl_multi_init(void) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->multi_init();
}

static inline CURLMcode movies_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_setopt(handle, option, value);
}

static inline CURLMcode movies_curl_multi_add_handle(CURLM *multi, CURL *easy) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_add_handle(multi, easy);
}

static inline CURLMcode movies_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_remove_handle(multi, easy);
}

static inline CURLMcode movies_curl_multi_perform(CURLM *multi, int *running) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_perform(multi, running);
}

static inline CURLMcode movies_curl_multi_poll(
    CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_poll(multi, extra, count, timeout_ms, ready);
}

static inline CURLMcode movies_curl_multi_wakeup(CURLM *multi) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_wakeup(multi);
}

static inline CURLMsg *movies_curl_multi_info_read(CURLM *multi, int *remaining) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->multi_info_read(multi, remaining);
}

static inline CURLMcode movies_curl_multi_cleanup(CURLM *multi) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? CURLM_INTERNAL_ERROR : curl->multi_cleanup(multi);
}

static inline const char *movies_curl_multi_strerror(CURLMcode code) {
    const struct movies_curl_functions *curl = movies_curl();
    return curl->failed ? NULL : curl->multi_strerror(code);
}

/* CURLMsg's `data` is a union; Swift reads the member it needs through this accessor. */
static inline CURLcode movies_curl_msg_result(const CURLMsg *message) { return message->data.result; }

#endif
