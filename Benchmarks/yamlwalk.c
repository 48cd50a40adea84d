/* The physical limit for parsing a spec: read each file and walk libyaml's event stream, doing
 * nothing with the events. Benchmark tooling only; the tool itself never runs this.
 * A dynamic spec is walked together with its sample file, as `tablespec validate` reads both. */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static long walk(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return -1;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "cannot read %s\n", path);
        fclose(file);
        free(bytes);
        return -1;
    }
    fclose(file);
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, (size_t)size);
    long events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: YAML error at line %lu\n", path, (unsigned long)parser.problem_mark.line + 1);
            events = -1;
            break;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return events;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yamlwalk FILE...\n");
        return 2;
    }
    long total = 0;
    for (int i = 1; i < argc; i++) {
        long events = walk(argv[i]);
        if (events < 0) return 1;
        total += events;
    }
    printf("%ld events\n", total);
    return 0;
}
