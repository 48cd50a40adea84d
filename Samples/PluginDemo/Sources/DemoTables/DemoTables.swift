// Names a table's content in its public API, so it imports the runtime the generated code runs on.
public import TableSpecRuntime

/// The tables this package ships. Their types (`Preferences`, `Cities`) are generated at build
/// time by TableSpec's build plugin from the `*.table.yaml` files beside this one.
public enum DemoTables {
    /// The cities the spec's sample lists, as an app would show before its data arrives.
    public static func sampleCities() -> Cities.Content {
        Cities.Content(cityItems: Cities.sampleCityItems)
    }
}
