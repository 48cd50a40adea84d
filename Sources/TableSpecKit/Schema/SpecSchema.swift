/// Placeholder until the schema builder lands.
public enum SpecSchema {
    public static var json: String { "{}\n" }
}
