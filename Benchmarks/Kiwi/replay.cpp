// kiwi-replay: times kiwi (C++) on a constraint system in the line form of lines.py, measuring
// exactly what `benchmarks replay FILE --json` measures on this package's solver, and prints one
// JSON object with the same keys:
//   build_us    a fresh solver: the edit variables with their first values, every constraint in
//               file order (an unsatisfiable one skipped), the values brought up to date
//   suggest_ns  on a built solver, one round of suggestions (rounds cycled), values brought up to date
//   remove_us   on a built solver, every constraint removed in the order it was added
// Each figure is a median: samples are batches of calls grown until a batch lasts 1 ms; at least
// 3 samples, then more until SECONDS have passed (200 at most).
//   kiwi-replay FILE.lines [SECONDS]
//
// kiwi's priorities are weights, not strict levels: a priority p below 1000 becomes the weight
// 10^(p / 125) (order-preserving; 999 is about 10^8, below kiwi's required strength), 1000 is
// kiwi's required.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

struct Constraint {
    kiwi::RelationalOperator op;
    double strength;
    double constant;
    std::vector<std::pair<double, int>> terms;  // (coefficient, variable)
};

struct Edit {
    int variable;
    double strength;
    double value;
};

struct System {
    std::string name = "?";
    int variables = 0;
    std::vector<Edit> edits;
    std::vector<Constraint> constraints;
    std::vector<std::vector<std::pair<int, double>>> rounds;  // (variable, value)
};

double strength(double priority) {
    return priority >= 1000 ? kiwi::strength::required : std::pow(10.0, priority / 125.0);
}

[[noreturn]] void fail(const std::string& message) {
    std::fprintf(stderr, "kiwi-replay: %s\n", message.c_str());
    std::exit(2);
}

System read(const char* path) {
    std::ifstream file(path);
    if (!file) fail(std::string("cannot read ") + path);
    System system;
    std::string line, kind;
    for (int number = 1; std::getline(file, line); ++number) {
        std::istringstream words(line);
        if (!(words >> kind)) continue;
        if (kind == "name") {
            words >> system.name;
        } else if (kind == "variables") {
            words >> system.variables;
        } else if (kind == "edit") {
            Edit edit;
            double priority;
            words >> edit.variable >> priority >> edit.value;
            edit.strength = strength(priority);
            system.edits.push_back(edit);
        } else if (kind == "constraint") {
            std::string op;
            double priority;
            Constraint constraint;
            words >> op >> priority >> constraint.constant;
            if (op == "==") constraint.op = kiwi::OP_EQ;
            else if (op == "<=") constraint.op = kiwi::OP_LE;
            else if (op == ">=") constraint.op = kiwi::OP_GE;
            else fail("line " + std::to_string(number) + ": unknown relation " + op);
            constraint.strength = strength(priority);
            double coefficient;
            int variable;
            while (words >> coefficient >> variable) constraint.terms.emplace_back(coefficient, variable);
            system.constraints.push_back(std::move(constraint));
        } else if (kind == "round") {
            std::vector<std::pair<int, double>> round;
            int variable;
            double value;
            while (words >> variable >> value) round.emplace_back(variable, value);
            system.rounds.push_back(std::move(round));
        } else {
            fail("line " + std::to_string(number) + ": unknown line " + kind);
        }
    }
    return system;
}

// A system added to a fresh kiwi solver. Making the variables and constraints is part of a build.
struct Built {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;

    explicit Built(const System& system) {
        variables.reserve(system.variables);
        for (int i = 0; i < system.variables; ++i) variables.emplace_back("v" + std::to_string(i));
        for (const Edit& edit : system.edits) {
            solver.addEditVariable(variables[edit.variable], edit.strength);
            solver.suggestValue(variables[edit.variable], edit.value);
        }
        constraints.reserve(system.constraints.size());
        for (const Constraint& spec : system.constraints) {
            std::vector<kiwi::Term> terms;
            for (const auto& [coefficient, variable] : spec.terms) terms.emplace_back(variables[variable], coefficient);
            constraints.emplace_back(kiwi::Expression(std::move(terms), spec.constant), spec.op, spec.strength);
            try {
                solver.addConstraint(constraints.back());
            } catch (const kiwi::UnsatisfiableConstraint&) {
            }
        }
        solver.updateVariables();
    }
};

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// The median seconds per call; `batch(n)` makes n calls and returns the seconds they took.
template <class Batch> double median(double budget, Batch batch) {
    std::vector<double> samples;
    const auto start = Clock::now();
    int size = 1;
    while (samples.size() < 3 || (secondsSince(start) < budget && samples.size() < 200)) {
        const double seconds = batch(size);
        if (seconds < 1e-3 && size < (1 << 20)) {
            size *= 2;
            continue;
        }
        samples.push_back(seconds / size);
    }
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2 || argc > 3) {
        std::fprintf(stderr, "usage: kiwi-replay FILE.lines [SECONDS]\n");
        return 2;
    }
    const System system = read(argv[1]);
    const double budget = argc == 3 ? std::atof(argv[2]) : 1.0;

    const double build = median(budget, [&](int n) {
        const auto start = Clock::now();
        for (int i = 0; i < n; ++i) Built built(system);
        return secondsSince(start);
    });

    double suggest = 0;
    if (!system.rounds.empty()) {
        Built built(system);
        std::size_t next = 0;
        suggest = median(budget, [&](int n) {
            const auto start = Clock::now();
            for (int i = 0; i < n; ++i, ++next) {
                for (const auto& [variable, value] : system.rounds[next % system.rounds.size()])
                    built.solver.suggestValue(built.variables[variable], value);
                built.solver.updateVariables();
            }
            return secondsSince(start);
        });
    }

    const double remove = median(budget, [&](int n) {
        double seconds = 0;
        for (int i = 0; i < n; ++i) {
            Built built(system);
            const auto start = Clock::now();
            for (const kiwi::Constraint& constraint : built.constraints)
                if (built.solver.hasConstraint(constraint)) built.solver.removeConstraint(constraint);
            seconds += secondsSince(start);
        }
        return seconds;
    });

    std::printf("{\"workload\": \"%s\", \"constraints\": %zu, \"build_us\": %.3f, \"suggest_ns\": %.1f, \"remove_us\": %.3f}\n",
                system.name.c_str(), system.constraints.size(), build * 1e6, suggest * 1e9, remove * 1e6);
    return 0;
}
