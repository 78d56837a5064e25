/// What an untimed measure found before the timed runs (its notes included), kept until they
/// are done: the session then records it as if the measure had run after them.
struct HeldFindings {
    let variantIndex: Int
    /// Index into the session's untimed measures.
    let measureIndex: Int
    let findings: MeasureFindings
}
