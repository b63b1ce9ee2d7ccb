// yoga-stacks: the stack-layer workloads of `benchmarks` (Benchmarks/Sources/StackWorkloads.swift)
// laid out by Yoga, the flexbox engine under React Native, timed the way `benchmarks` times them
// and with the same answers checked.
//
//   yoga-stacks [--seconds S] [WORKLOAD...]
//
// Prints one JSON line per workload, with the keys and units of `benchmarks --json`'s stack rows:
//   build_us   building the tree (nodes, styles, measure functions) and its first layout, µs
//   change_ns  the workload's one change and the layout after it, ns
// Both are medians: batches of calls grown until a batch lasts 1 ms, at least 3 samples, then
// samples until S seconds are spent (at most 200). Freeing a built tree is not timed.
// A wrong answer prints WRONG ANSWER on stderr and exits 1; bad arguments exit 2.
//
// How a stack view maps onto flexbox: a label is a leaf whose measure function returns its
// intrinsic content size; a stack is a flex container (column for vertical, row for horizontal)
// whose `gap` is the stack's spacing; the default alignment (fill) is `align-items: stretch`;
// fillEqually gives every arranged view `flex: 1 1 0`; a hidden arranged view is
// `display: none`. A view pinned only top and leading is not stretched by its window
// (`align-items: flex-start`). Layout is exact: no rounding to a pixel grid.
#include <yoga/Yoga.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

double seconds_now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// A label's intrinsic content size, kept in the node's context.
struct Intrinsic {
    float width, height;
};

YGSize measure_intrinsic(YGNodeConstRef node, float, YGMeasureMode, float, YGMeasureMode) {
    auto size = static_cast<const Intrinsic*>(YGNodeGetContext(node));
    return YGSize{size->width, size->height};
}

/// Every node shares one configuration: no pixel-grid rounding, as the project lays out in reals.
YGConfigRef exact_config() {
    static YGConfigRef config = [] {
        YGConfigRef made = YGConfigNew();
        YGConfigSetPointScaleFactor(made, 0);
        return made;
    }();
    return config;
}

YGNodeRef new_node() { return YGNodeNewWithConfig(exact_config()); }

YGNodeRef new_label(const Intrinsic* size) {
    YGNodeRef label = new_node();
    YGNodeSetContext(label, const_cast<Intrinsic*>(size));
    YGNodeSetMeasureFunc(label, measure_intrinsic);
    return label;
}

/// A window of a fixed size holding one stack.
YGNodeRef new_window(float width, float height, YGAlign align) {
    YGNodeRef window = new_node();
    YGNodeStyleSetWidth(window, width);
    YGNodeStyleSetHeight(window, height);
    YGNodeStyleSetAlignItems(window, align);
    return window;
}

/// A stack view: a flex container along `direction` (column: vertical) with `spacing` between
/// its items.
YGNodeRef new_stack(YGFlexDirection direction, float spacing) {
    YGNodeRef stack = new_node();
    YGNodeStyleSetFlexDirection(stack, direction);
    YGNodeStyleSetGap(stack, direction == YGFlexDirectionColumn ? YGGutterRow : YGGutterColumn, spacing);
    return stack;
}

/// A built workload: its window, the change it makes, and the check of its answer after `changes`
/// changes (an empty string when right).
struct Instance {
    YGNodeRef window;
    std::function<void()> change;
    std::function<std::string(int changes)> check;

    void layout() const {
        YGNodeCalculateLayout(window, YGNodeStyleGetWidth(window).value, YGNodeStyleGetHeight(window).value,
                              YGDirectionLTR);
    }
};

struct Workload {
    std::string name;
    std::function<Instance()> make;
};

std::string mismatch(const char* what, double got, double expected) {
    char text[160];
    std::snprintf(text, sizeof text, "%s is %.6g, expected %.6g", what, got, expected);
    return text;
}

/// stack-N-labels: a vertical stack of `count` labels (100 × 20, 4 apart) pinned top, leading and
/// trailing in a window 375 wide and `count` × 30 tall; the change moves the stack's top between
/// 0 and 10. Checked: the last label's y in the window.
Instance labels(int count) {
    static const Intrinsic size{100, 20};
    YGNodeRef window = new_window(375, float(count) * 30, YGAlignStretch);
    YGNodeRef stack = new_stack(YGFlexDirectionColumn, 4);
    YGNodeInsertChild(window, stack, 0);
    for (int index = 0; index < count; index++) YGNodeInsertChild(stack, new_label(&size), size_t(index));
    return Instance{
        window,
        [stack] {
            YGValue top = YGNodeStyleGetMargin(stack, YGEdgeTop);
            YGNodeStyleSetMargin(stack, YGEdgeTop, top.unit == YGUnitPoint && top.value == 10 ? 0 : 10);
        },
        [stack, count](int changes) -> std::string {
            YGNodeRef last = YGNodeGetChild(stack, size_t(count - 1));
            double y = double(YGNodeLayoutGetTop(stack)) + double(YGNodeLayoutGetTop(last));
            double expected = double((count - 1) * 24) + (changes % 2 == 1 ? 10 : 0);
            return y == expected ? "" : mismatch("the last label's y", y, expected);
        }};
}

/// stack-grid-30x30: a vertical stack (spacing 2) of 30 horizontal fill-equally stacks (spacing 2)
/// of 30 labels (40 × 20), pinned top and leading, its width 1478 and 1778 in turn. Checked: the
/// width of the last cell, (width − 29 × 2) / 30.
Instance grid30() {
    static const Intrinsic size{40, 20};
    YGNodeRef window = new_window(2000, 2000, YGAlignFlexStart);
    YGNodeRef grid = new_stack(YGFlexDirectionColumn, 2);
    YGNodeStyleSetWidth(grid, 1478);
    YGNodeInsertChild(window, grid, 0);
    for (int row = 0; row < 30; row++) {
        YGNodeRef line = new_stack(YGFlexDirectionRow, 2);
        for (int column = 0; column < 30; column++) {
            YGNodeRef cell = new_label(&size);
            YGNodeStyleSetFlexGrow(cell, 1);
            YGNodeStyleSetFlexShrink(cell, 1);
            YGNodeStyleSetFlexBasis(cell, 0);
            YGNodeInsertChild(line, cell, size_t(column));
        }
        YGNodeInsertChild(grid, line, size_t(row));
    }
    return Instance{
        window,
        [grid] { YGNodeStyleSetWidth(grid, YGNodeStyleGetWidth(grid).value == 1478 ? 1778 : 1478); },
        [grid](int changes) -> std::string {
            double width = YGNodeLayoutGetWidth(YGNodeGetChild(YGNodeGetChild(grid, 29), 29));
            double expected = ((changes % 2 == 1 ? 1778 : 1478) - 58) / 30.0;
            // Yoga computes in single precision: a cell is right to float's 24 bits.
            return std::fabs(width - expected) < 1e-4 ? "" : mismatch("the last cell's width", width, expected);
        }};
}

/// stack-toggle-hidden: a horizontal stack (spacing 8) of 100 views (30 × 20) pinned top and
/// leading; view 50 is hidden and shown in turn. Checked: the stack's width.
Instance toggle_hidden() {
    static const Intrinsic size{30, 20};
    YGNodeRef window = new_window(5000, 100, YGAlignFlexStart);
    YGNodeRef stack = new_stack(YGFlexDirectionRow, 8);
    YGNodeInsertChild(window, stack, 0);
    for (int index = 0; index < 100; index++) YGNodeInsertChild(stack, new_label(&size), size_t(index));
    YGNodeRef toggled = YGNodeGetChild(stack, 50);
    return Instance{
        window,
        [toggled] {
            YGNodeStyleSetDisplay(toggled, YGNodeStyleGetDisplay(toggled) == YGDisplayNone ? YGDisplayFlex : YGDisplayNone);
        },
        [stack](int changes) -> std::string {
            double width = YGNodeLayoutGetWidth(stack);
            double expected = changes % 2 == 1 ? 99 * 30 + 98 * 8 : 100 * 30 + 99 * 8;
            return width == expected ? "" : mismatch("the stack's width", width, expected);
        }};
}

/// The first layout and three changes, each laid out and checked; the failure, or "".
std::string verify(const Workload& workload) {
    Instance instance = workload.make();
    std::string wrong;
    for (int changes = 0; changes <= 3 && wrong.empty(); changes++) {
        if (changes > 0) instance.change();
        instance.layout();
        wrong = instance.check(changes);
        if (!wrong.empty()) wrong += " after " + std::to_string(changes) + " changes";
    }
    YGNodeFreeRecursive(instance.window);
    return wrong;
}

/// The median seconds per call; `batch(n)` makes n calls and returns the seconds they took.
double median(double seconds, const std::function<double(long)>& batch) {
    std::vector<double> samples;
    double start = seconds_now();
    long size = 1;
    while (samples.size() < 3 || (seconds_now() - start < seconds && samples.size() < 200)) {
        double time = batch(size);
        if (time < 1e-3 && size < (1L << 20)) {
            size *= 2;
            continue;
        }
        samples.push_back(time / double(size));
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

double measure_build(const Workload& workload, double seconds) {
    return median(seconds, [&](long count) {
        double total = 0;
        for (long k = 0; k < count; k++) {
            double start = seconds_now();
            Instance instance = workload.make();
            instance.layout();
            total += seconds_now() - start;
            YGNodeFreeRecursive(instance.window);
        }
        return total;
    });
}

double measure_change(const Workload& workload, double seconds) {
    Instance instance = workload.make();
    instance.layout();
    double time = median(seconds, [&](long count) {
        double start = seconds_now();
        for (long k = 0; k < count; k++) {
            instance.change();
            instance.layout();
        }
        return seconds_now() - start;
    });
    YGNodeFreeRecursive(instance.window);
    return time;
}

[[noreturn]] void usage_error(const std::string& message) {
    std::fprintf(stderr, "yoga-stacks: %s\nusage: yoga-stacks [--seconds S] [WORKLOAD...]\n", message.c_str());
    std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<Workload> all = {
        {"stack-1000-labels", [] { return labels(1000); }},
        {"stack-10000-labels", [] { return labels(10000); }},
        {"stack-grid-30x30", grid30},
        {"stack-toggle-hidden", toggle_hidden},
    };
    double seconds = 1;
    std::vector<const Workload*> chosen;
    for (int index = 1; index < argc; index++) {
        std::string argument = argv[index];
        if (argument == "--seconds") {
            char* end = nullptr;
            double value = index + 1 < argc ? std::strtod(argv[index + 1], &end) : -1;
            if (end == nullptr || end == argv[index + 1] || *end != '\0' || !(value >= 0) || !std::isfinite(value))
                usage_error("--seconds needs a number of seconds");
            seconds = value;
            index++;
            continue;
        }
        auto found = std::find_if(all.begin(), all.end(), [&](const Workload& w) { return w.name == argument; });
        if (found == all.end()) {
            std::string names;
            for (const Workload& w : all) names += " " + w.name;
            usage_error("unknown workload " + argument + "; the workloads:" + names);
        }
        chosen.push_back(&*found);
    }
    if (chosen.empty())
        for (const Workload& w : all) chosen.push_back(&w);
    for (const Workload* workload : chosen) {
        std::string wrong = verify(*workload);
        if (!wrong.empty()) {
            std::fprintf(stderr, "yoga-stacks: WRONG ANSWER: %s: %s\n", workload->name.c_str(), wrong.c_str());
            return 1;
        }
        double build = measure_build(*workload, seconds);
        double change = measure_change(*workload, seconds);
        std::printf("{\"workload\": \"%s\", \"build_us\": %.3f, \"change_ns\": %.1f}\n", workload->name.c_str(),
                    build * 1e6, change * 1e9);
        std::fflush(stdout);
    }
    return 0;
}
