// A form kept in UserDefaults, run on Linux with the runtime linked as an app links it: the General Sample's
// generated code, with the suite its test gives it (`FormStorageTests`). Prints one line per check, "ok …" or
// "FAILED …", then "done".
import Foundation
import TableSpecRuntime

var failures = 0
func check(_ condition: Bool, _ what: String) {
    print(condition ? "ok \(what)" : "FAILED \(what)")
    if !condition { failures += 1 }
}

guard let storage = General.valueStorage, let suite = storage.suiteName, let defaults = UserDefaults(suiteName: suite) else {
    print("FAILED the table keeps no values in a suite")
    exit(1)
}
defaults.removePersistentDomain(forName: suite)
defer { defaults.removePersistentDomain(forName: suite) }

// Keys: the prefix and the row's `key`, else its id.
check(General.Keys.textSize.name == "settings.textSize", "a key is the prefix and the id")
check(General.Keys.nickname.name == "settings.displayName", "a row's key replaces its id")

// Before registering, nothing is stored; after, the spec's defaults are what UserDefaults reads.
check(General.Keys.textSize.storedValue == nil, "nothing is stored before registering")
General.registerDefaults()
check(General.Keys.textSize.storedValue == 17, "the stepper's default is registered as an Int")
check(General.Keys.volume.storedValue == 0.5, "the slider's default is registered as a Double")
check(General.Keys.units.storedValue == "metric", "the segmented control's default is its option key")
check(General.Keys.wifi.storedValue == true, "the switch's default is registered as a Bool")
check(General.Keys.startPage.storedValue == "inbox", "a picker without a default starts at its first option")
let wakeUpDefault = General.Keys.wakeUp.storedValue.map { Calendar.current.dateComponents([.hour, .minute], from: $0) }
check(wakeUpDefault?.hour == 7 && wakeUpDefault?.minute == 0, "a time picker's default is registered as today at that time")

// The content reads what is stored, as each control takes it.
var content = General.Content()
check(!storage.read(into: &content), "the registered defaults are the content's own values")
defaults.set(25, forKey: "settings.textSize")
defaults.set("imperial", forKey: "settings.units")
check(storage.read(into: &content), "a stored change is read")
check(content[General.Keys.textSize] == 25 && content[General.Keys.units] == "imperial", "the content has the stored values")
let wakeUp = content.sections.flatMap(\.rows).first { $0.id == .wakeUp }
check(wakeUp.map(content.isDisabled) == true, "a condition over stored values holds: large imperial text disables the wake-up time")
let textSizeRow = content.sections.flatMap(\.rows).first { $0.id == .textSize }
check(textSizeRow?.detail == "25 pt", "the stepper shows the stored number as its detail, in the spec's text around it")

// What the controls cannot hold is left out: another type, a number out of range is clamped, an unknown option.
defaults.set("big", forKey: "settings.textSize")
defaults.set("nautical", forKey: "settings.units")
check(!storage.read(into: &content), "values of the wrong type or unknown options change nothing")
check(content[General.Keys.textSize] == 25 && content[General.Keys.units] == "imperial", "the content keeps its values")
defaults.set(99, forKey: "settings.textSize")
storage.read(into: &content)
check(content[General.Keys.textSize] == 30, "a stored number beyond the range is clamped to it")

// Writing: a date is kept as its seconds since the reference date, which @AppStorage can hold too.
let date = Date(timeIntervalSinceReferenceDate: 86_400 * 365.25 * 25 + 7 * 3600)
storage.write(.date(date), for: .wakeUp)
check(defaults.double(forKey: "settings.wakeUp") == date.timeIntervalSinceReferenceDate, "a date is stored as a Double")
check(General.Keys.wakeUp.storedValue == date, "a stored date reads back")
storage.write(.text("Anna"), for: .name)
check(defaults.string(forKey: "settings.name") == "Anna", "a text is stored as a String")
storage.write(nil, for: .textSize)
check(General.Keys.textSize.storedValue == 17, "removing a value shows the registered default again")

// Following changes made elsewhere: while an observation is held, each UserDefaults change reaches the table on
// the main actor (Apple's Foundation posts the notification itself; on Linux the harness posts it), and the
// stored values are read again; once it is let go, nothing more arrives.
var observed = General.Content()
var observations = 0
var observation: TableStorageObservation? = TableStorageObservation {
    observations += 1
    storage.read(into: &observed)
}
defaults.set(28, forKey: "settings.textSize")
NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
RunLoop.main.run(until: Date().addingTimeInterval(0.05))
check(observations == 1 && observed[General.Keys.textSize] == 28, "a change made elsewhere is read while the observation is held")
check(observed.sections.flatMap(\.rows).first { $0.id == .textSize }?.detail == "28 pt", "and the stepper's detail shows it")
observation = nil
defaults.set(20, forKey: "settings.textSize")
NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)
RunLoop.main.run(until: Date().addingTimeInterval(0.05))
check(observations == 1 && observed[General.Keys.textSize] == 28 && observation == nil, "a let-go observation hears nothing more")
defaults.removeObject(forKey: "settings.textSize")

// Values set together show and hide rows as a whole: Wi-Fi off and back on in one change keeps Ask to Join.
var together = General.Content()
together.setValues([.wifi: .bool(false), .textSize: .int(99)])
check(!together.sections.flatMap(\.rows).contains { $0.id == .askToJoin } && together[General.Keys.textSize] == 30,
      "setValues takes each value as its control does and hides what the values hide")
together.setValues([.wifi: .bool(true), .units: .text("nautical")])
check(together.sections.flatMap(\.rows).contains { $0.id == .askToJoin } && together[General.Keys.units] == "metric",
      "and shows it again, leaving out a value the control cannot hold")

// An inline picker's options are rows of the content, checked while the picker has their key, known by the
// picker and the option; a value set any way (by key, from storage) moves the checkmark.
func checkedOptions(_ content: General.Content) -> [String] {
    content.sections.flatMap(\.rows).filter { $0.choice?.picker == .autoLock && $0.isChecked }.compactMap(\.choice?.key)
}
var lock = General.Content()
let optionRows = lock.sections.flatMap(\.rows).filter { $0.choice?.picker == .autoLock }
check(optionRows.map(\.text) == ["30 Seconds", "1 Minute", "5 Minutes", "Never"] && checkedOptions(lock) == ["oneMinute"],
      "an inline picker's options are rows under it, the default checked")
check(Set(optionRows.map(\.key)).count == 4 && optionRows.first?.key == .option(.autoLock, "thirtySeconds"), "each option row is known by its picker and key")
lock.setValue("never", for: General.Keys.autoLock)
check(checkedOptions(lock) == ["never"] && lock[General.Keys.autoLock] == "never", "setting the picker's value moves the checkmark")
lock.setValue("sometimes", for: General.Keys.autoLock)
check(checkedOptions(lock) == ["never"], "a key that is not an option moves nothing")
defaults.set("fiveMinutes", forKey: "settings.autoLock")
storage.read(into: &lock)
check(checkedOptions(lock) == ["fiveMinutes"], "a stored choice is checked")
defaults.removeObject(forKey: "settings.autoLock")

// A date picker's default is read in the calendar and time zone it is given: a day at its start, a time today.
var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(identifier: "UTC")!
let noon = Date(timeIntervalSinceReferenceDate: 12 * 3600)  // 2001-01-01 12:00 UTC
check(TableDateDefault.time(hour: 7, minute: 30).date(now: noon, in: utc) == Date(timeIntervalSinceReferenceDate: 7.5 * 3600),
      "a time of day is that time on the day of now")
check(TableDateDefault.day(year: 2001, month: 1, day: 2).date(now: noon, in: utc) == Date(timeIntervalSinceReferenceDate: 86_400),
      "a day is its start")
check(TableDateDefault.dayAndTime(year: 2001, month: 1, day: 2, hour: 7, minute: 0).date(now: noon, in: utc) == Date(timeIntervalSinceReferenceDate: 86_400 + 7 * 3600),
      "a day and a time")

// Typed keys on the content and on events.
content.setValue(false, for: General.Keys.wifi)
check(!content.sections.flatMap(\.rows).contains { $0.id == .askToJoin }, "turning Wi-Fi off through its key hides Ask to Join")
content.setValue(true, for: General.Keys.wifi)
check(content.sections.flatMap(\.rows).contains { $0.id == .askToJoin }, "and turning it on shows it again, with its value")
if let position = content.position(of: .appearance), let row = content.row(at: position) {
    let event = TableRowEvent(row: row, position: position)
    check(event.value(General.Keys.appearance) == "automatic" && event.value(General.Keys.units) == nil, "an event reads its own row's value by key")
}
// Validation: the form is invalid while a required field is empty, and a row shows its message once edited.
var form = General.Content()
check(!form.isValid, "a form with an empty required field is not valid")
let nameRow = { form.sections.flatMap(\.rows).first { $0.id == .name } }
check(nameRow().map(form.shownProblem) == .some(nil), "an untouched field shows no message")
form.markEdited(.name)
check(nameRow().map(form.shownProblem) == "Enter your name", "an edited invalid field shows the spec's message")
form.setValue("Anna", for: General.Keys.name)
check(form.isValid && nameRow().map(form.shownProblem) == .some(nil), "a name makes the form valid")
form.setValue("anna@", for: General.Keys.email)
form.markEdited(.email)
let emailRow = form.sections.flatMap(\.rows).first { $0.id == .email }
check(!form.isValid && emailRow.map(form.shownProblem) == "Enter an email address", "a broken email address names its format")
form.setValue("anna@example.com", for: General.Keys.email)
check(form.isValid, "a whole email address is valid")

// A text field's keyboard: the spec's capitalization and corrections, else what the field's kind asks for.
let textFields = form.sections.flatMap(\.rows).reduce(into: [General.RowID: TableTextField<General>]()) { found, row in
    if case .textField(let field)? = row.control, let id = row.id { found[id] = field }
}
let name = textFields[.name], email = textFields[.email], nickname = textFields[.nickname]
check(name?.autocapitalization == .words && name?.autocorrects == false, "the name field carries the spec's autocapitalization and autocorrection")
check(name?.effectiveAutocapitalization == .words && name?.effectiveAutocorrects == false, "and its keyboard takes them")
check(email?.autocapitalization == .automatic && email?.effectiveAutocapitalization == TableAutocapitalization.none
      && email.map { $0.effectiveAutocorrects == false } == true, "an email field that says neither capitalizes nor corrects")
check(nickname?.effectiveAutocapitalization == .sentences && nickname.map { $0.effectiveAutocorrects == nil } == true,
      "a field of words that says neither capitalizes sentences and leaves corrections to the system")
var address = TableTextField<General>(keyboard: .email, autocapitalization: .allCharacters, autocorrects: true)
check(address.effectiveAutocapitalization == .allCharacters && address.effectiveAutocorrects == true, "what a field says wins over its kind")
address = TableTextField<General>()
address.contentType = .username
check(address.effectiveAutocapitalization == TableAutocapitalization.none && address.effectiveAutocorrects == false,
      "a field that says neither follows its kind as the app changes it")

// The rules themselves, as written by hand.
let rules = TableValidation<General>.rules(minLength: 2, maxLength: 4, pattern: "[a-z]+")
check(rules.problem(with: .text("")) == nil, "an empty text that is not required meets the other rules")
check(rules.problem(with: .text("a")) == "Use at least 2 characters", "too short")
check(rules.problem(with: .text("abcde")) == "Use at most 4 characters", "too long")
check(rules.problem(with: .text("ab1")) == "Enter a valid value", "the pattern matches the whole text")
check(rules.problem(with: .text("abc")) == nil, "a text that meets every rule")
let phone = TableValidation<General>.rules(format: .phone)
check(phone.problem(with: .text("+1 (555) 010-9999")) == nil && phone.problem(with: .text("555-01")) != nil && phone.problem(with: .text("5+55 0109999")) != nil,
      "a phone number has 7 to 15 digits and a leading plus")
let web = TableValidation<General>.rules(format: .url)
check(web.problem(with: .text("https://example.com/a")) == nil && web.problem(with: .text("example.com")) != nil, "a web address has a scheme and a host")
let age = TableValidation<General>.rules(minimum: 18, maximum: 120)
check(age.problem(with: .text("42")) == nil && age.problem(with: .text("12")) == "Enter a number from 18 to 120" && age.problem(with: .text("x")) != nil,
      "a number typed in a field is in its range")

print("done")
exit(failures == 0 ? 0 : 1)
