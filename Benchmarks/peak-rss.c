/* peak-rss OUT COMMAND [ARG...]: runs COMMAND (stdin, stdout and stderr inherited), then
   writes its peak resident set size in KiB to the file OUT and exits with its status.

   Why not os.wait4 in the Python runner: Linux counts in a process's ru_maxrss the memory of
   the process it was forked from until the exec, so every child of a Python interpreter
   "peaks" at the interpreter's 20-odd MiB. Forked from this small program, a command's peak is
   its own (this program's own pages are well under 1 MiB). Compiled by Benchmarks/run. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: peak-rss OUT COMMAND [ARG...]\n");
        return 2;
    }
    pid_t child = fork();
    if (child < 0) {
        perror("peak-rss: fork");
        return 2;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("peak-rss: exec");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("peak-rss: wait4");
        return 2;
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror("peak-rss: open OUT");
        return 2;
    }
    fprintf(out, "%ld\n", usage.ru_maxrss);
    fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
