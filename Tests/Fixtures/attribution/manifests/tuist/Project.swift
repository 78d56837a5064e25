import ProjectDescription

let project = Project(
    name: "Shop",
    targets: [
        .target(
            name: "Shop", destinations: .iOS, product: .app, bundleId: "io.shop",
            sources: ["Targets/Shop/Sources/**"],
            dependencies: [.target(name: "ShopKit")]
        ),
        .target(
            name: "ShopKit", destinations: .iOS, product: .framework, bundleId: "io.shop.kit",
            sources: ["Targets/ShopKit/**"]
        ),
        .target(
            name: "ShopTests", destinations: .iOS, product: .unitTests,
            bundleId: "io.shop.tests", sources: ["Targets/Shop/Checks/**"],
            dependencies: [.target(name: "Shop")]
        ),
        .target(
            name: "Gallery", destinations: .iOS, product: .app, bundleId: "io.shop.gallery",
            sources: ["Gallery/**"], dependencies: [.target(name: "ShopKit")]
        ),
    ]
)
