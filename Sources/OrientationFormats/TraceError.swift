/// A problem in a trace or script file at a line and column: the one error type,
/// ``InputError``, under the name the trace readers have always used.
public typealias TraceError = InputError
