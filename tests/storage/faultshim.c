/* A fault injector for the disk-fault tests (tests/storage/test_disk_faults.py), loaded with
 * LD_PRELOAD into a child `python -m tournament ...`: the N-th call of one kind of file
 * operation on a file under FAULT_DIR fails with an errno (EIO, ENOSPC), or the process is
 * killed (SIGKILL) just before it, as a failing disk or a pulled plug would. The same real
 * calls SQLite and Python make (SQLite's pwrite64/fdatasync/ftruncate64, Python's
 * rename/link/fsync): nothing in the program under test knows it is being tested.
 *
 *   FAULT_DIR    only paths under this folder count
 *   FAULT_SUFFIX ... and, when set, only paths ending so ("-wal", ".rtdb")
 *   FAULT_OP     write | sync | truncate | rename | link | unlink
 *   FAULT_AT     which call of that kind fails (1 = the first); 0 or unset: none
 *   FAULT_ERRNO  the errno it fails with (default EIO); FAULT_KILL=1: SIGKILL instead
 *   FAULT_STICKY=1  every later call of that kind fails too (a disk that is gone)
 *   FAULT_COUNT  a file to which the counts of each kind are written at exit
 *   FAULT_TRACE=1  each counted call on stderr (to see what a point is)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum { K_WRITE, K_SYNC, K_TRUNCATE, K_RENAME, K_LINK, K_UNLINK, K_N };
static const char *NAMES[K_N] = {"write", "sync", "truncate", "rename", "link", "unlink"};
static long counts[K_N];
static int op = -1;
static long at = 0;
static int err = EIO, kill_it = 0, sticky = 0, ready = 0;
static const char *dir = NULL;
static size_t dir_len = 0;
static char ends[256];

static void setup(void) {
    if (ready) return;
    ready = 1;
    dir = getenv("FAULT_DIR");
    snprintf(ends, sizeof ends, "%s", getenv("FAULT_SUFFIX") ? getenv("FAULT_SUFFIX") : "");
    dir_len = dir ? strlen(dir) : 0;
    const char *o = getenv("FAULT_OP");
    if (o) for (int k = 0; k < K_N; k++) if (!strcmp(o, NAMES[k])) op = k;
    const char *a = getenv("FAULT_AT");
    at = a ? atol(a) : 0;
    const char *e = getenv("FAULT_ERRNO");
    if (e) err = atoi(e);
    kill_it = getenv("FAULT_KILL") && !strcmp(getenv("FAULT_KILL"), "1");
    sticky = getenv("FAULT_STICKY") && !strcmp(getenv("FAULT_STICKY"), "1");
}

static char last_path[4096];

static int under(const char *path) {
    int yes = dir_len && path && !strncmp(path, dir, dir_len);
    size_t n = path ? strlen(path) : 0, e = strlen(ends);
    if (yes && e && (n < e || strcmp(path + n - e, ends))) yes = 0;
    if (yes) snprintf(last_path, sizeof last_path, "%s", path);
    return yes;
}

static int fd_under(int fd) {
    char link[64], target[4096];
    if (!dir_len || fd < 0) return 0;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0) return 0;
    target[n] = 0;
    return under(target);
}

/* 1: this call must fail (errno set); kills the process when asked. */
static int fault(int kind, int matches) {
    setup();
    if (!matches) return 0;
    long n = ++counts[kind];
    if (getenv("FAULT_TRACE")) fprintf(stderr, "[fault] %s %ld %s\n", NAMES[kind], n, last_path);
    if (kind != op || at <= 0 || (sticky ? n < at : n != at)) return 0;
    if (kill_it) kill(getpid(), SIGKILL);
    errno = err;
    return 1;
}

/* For a process that forks a child per run (tests/storage/fault_runner.py): the child sets
 * its fault here, counts from zero, and writes its counts before it exits. */
void fault_configure(const char *folder, const char *kind, long call, int errnum, int kill9,
                     int stick, const char *suffix) {
    ready = 1;
    snprintf(ends, sizeof ends, "%s", suffix ? suffix : "");
    static char kept[4096];
    snprintf(kept, sizeof kept, "%s", folder ? folder : "");
    dir = kept;
    dir_len = strlen(kept);
    op = -1;
    if (kind) for (int k = 0; k < K_N; k++) if (!strcmp(kind, NAMES[k])) op = k;
    at = call;
    err = errnum ? errnum : EIO;
    kill_it = kill9;
    sticky = stick;
    memset(counts, 0, sizeof counts);
}

static void write_counts(const char *out) {
    if (!out) return;
    FILE *f = fopen(out, "w");
    if (!f) return;
    for (int k = 0; k < K_N; k++) fprintf(f, "%s %ld\n", NAMES[k], counts[k]);
    fclose(f);
}

void fault_write_counts(const char *out) {
    write_counts(out);
}

__attribute__((destructor)) static void report(void) {
    write_counts(getenv("FAULT_COUNT"));
}

#define REAL(name, ret, ...) \
    static ret (*real)(__VA_ARGS__) = NULL; \
    if (!real) real = (ret (*)(__VA_ARGS__))dlsym(RTLD_NEXT, name)

ssize_t write(int fd, const void *buf, size_t n) {
    REAL("write", ssize_t, int, const void *, size_t);
    if (fd > 2 && fault(K_WRITE, fd_under(fd))) return -1;
    return real(fd, buf, n);
}

ssize_t pwrite(int fd, const void *buf, size_t n, off_t off) {
    REAL("pwrite", ssize_t, int, const void *, size_t, off_t);
    if (fault(K_WRITE, fd_under(fd))) return -1;
    return real(fd, buf, n, off);
}

ssize_t pwrite64(int fd, const void *buf, size_t n, off_t off) {
    REAL("pwrite64", ssize_t, int, const void *, size_t, off_t);
    if (fault(K_WRITE, fd_under(fd))) return -1;
    return real(fd, buf, n, off);
}

int fsync(int fd) {
    REAL("fsync", int, int);
    if (fault(K_SYNC, fd_under(fd))) return -1;
    return real(fd);
}

int fdatasync(int fd) {
    REAL("fdatasync", int, int);
    if (fault(K_SYNC, fd_under(fd))) return -1;
    return real(fd);
}

int ftruncate(int fd, off_t len) {
    REAL("ftruncate", int, int, off_t);
    if (fault(K_TRUNCATE, fd_under(fd))) return -1;
    return real(fd, len);
}

int ftruncate64(int fd, off_t len) {
    REAL("ftruncate64", int, int, off_t);
    if (fault(K_TRUNCATE, fd_under(fd))) return -1;
    return real(fd, len);
}

int rename(const char *a, const char *b) {
    REAL("rename", int, const char *, const char *);
    if (fault(K_RENAME, under(a) || under(b))) return -1;
    return real(a, b);
}

int renameat(int da, const char *a, int db, const char *b) {
    REAL("renameat", int, int, const char *, int, const char *);
    if (fault(K_RENAME, under(a) || under(b))) return -1;
    return real(da, a, db, b);
}

int link(const char *a, const char *b) {
    REAL("link", int, const char *, const char *);
    if (fault(K_LINK, under(a) || under(b))) return -1;
    return real(a, b);
}

int linkat(int da, const char *a, int db, const char *b, int flags) {
    REAL("linkat", int, int, const char *, int, const char *, int);
    if (fault(K_LINK, under(a) || under(b))) return -1;
    return real(da, a, db, b, flags);
}

int unlink(const char *p) {
    REAL("unlink", int, const char *);
    if (fault(K_UNLINK, under(p))) return -1;
    return real(p);
}

int unlinkat(int d, const char *p, int flags) {
    REAL("unlinkat", int, int, const char *, int);
    if (fault(K_UNLINK, under(p))) return -1;
    return real(d, p, flags);
}
