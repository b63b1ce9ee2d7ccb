// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StackLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
        .executable(name: "stacklayout", targets: ["StackLayoutCommand"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "StackLayout", dependencies: ["Cassowary"]),
        .target(name: "ConstraintSystemFormat", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "StackLayoutCommand",
            dependencies: ["Cassowary", "StackLayout", "ConstraintSystemFormat"],
            path: "Sources/stacklayout"),
        .executableTarget(
            name: "benchmarks",
            dependencies: ["Cassowary", "StackLayout", "ConstraintSystemFormat"],
            path: "Benchmarks/Sources"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout", "Cassowary"]),
        .testTarget(
            name: "StackLayoutCommandTests",
            dependencies: ["StackLayoutCommand", "ConstraintSystemFormat", "Cassowary", "StackLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
