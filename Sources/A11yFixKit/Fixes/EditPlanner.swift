/// Chooses which fixes of one pass apply together: fixes are taken in a deterministic order, each
/// whole or not at all; a fix with an edit that overlaps an already accepted edit waits for the
/// next pass. Identical edits from different fixes (the same property added twice) are applied once.
public struct EditPlan {
    /// The accepted edits, each once, in application order.
    public private(set) var edits: [Edit] = []
    /// Indices (into the findings given to `plan`) of findings whose fixes were accepted.
    public private(set) var acceptedFindings: Set<Int> = []
    /// Indices of findings whose fixes overlapped an accepted fix.
    public private(set) var conflictingFindings: Set<Int> = []

    public static func plan(_ findings: [Finding], isApplicable: (Fix) -> Bool) -> EditPlan {
        var plan = EditPlan()
        let candidates = findings.indices
            .filter { findings[$0].fix.map { isApplicable($0) && !$0.edits.isEmpty } ?? false }
            .sorted { lhs, rhs in
                let left = findings[lhs], right = findings[rhs]
                let leftStart = left.fix!.edits.map(\.range.lowerBound).min()!
                let rightStart = right.fix!.edits.map(\.range.lowerBound).min()!
                if leftStart != rightStart { return leftStart < rightStart }
                if left.ruleID != right.ruleID { return left.ruleID < right.ruleID }
                return lhs < rhs
            }
        var accepted = Set<Edit>()
        for index in candidates {
            let fixEdits = findings[index].fix!.edits
            let fresh = fixEdits.filter { !accepted.contains($0) }
            if fresh.contains(where: { edit in plan.edits.contains { EditPlan.conflict(edit, $0) } })
                || EditPlan.hasInternalConflict(fresh) {
                plan.conflictingFindings.insert(index)
                continue
            }
            for edit in fresh where accepted.insert(edit).inserted { plan.edits.append(edit) }
            plan.acceptedFindings.insert(index)
        }
        plan.edits = EditPlan.applicationOrder(plan.edits)
        return plan
    }

    /// Whether two different edits cannot both apply: their replaced ranges overlap, or one inserts
    /// strictly inside the range the other replaces. Insertions at the same offset are compatible.
    static func conflict(_ a: Edit, _ b: Edit) -> Bool {
        if a == b { return false }
        if a.isInsertion && b.isInsertion { return false }
        if a.isInsertion { return b.range.lowerBound < a.range.lowerBound && a.range.lowerBound < b.range.upperBound }
        if b.isInsertion { return a.range.lowerBound < b.range.lowerBound && b.range.lowerBound < a.range.upperBound }
        return a.range.overlaps(b.range)
    }

    private static func hasInternalConflict(_ edits: [Edit]) -> Bool {
        for (offset, edit) in edits.enumerated() where edits[(offset + 1)...].contains(where: { conflict(edit, $0) }) {
            return true
        }
        return false
    }

    /// Stable order: by offset; at one offset insertions before a replacement, and insertions by placement.
    static func applicationOrder(_ edits: [Edit]) -> [Edit] {
        edits.enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound < b.range.lowerBound }
            if a.isInsertion != b.isInsertion { return a.isInsertion }
            if a.placement != b.placement { return a.placement < b.placement }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The bytes with the plan's edits applied.
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        EditPlan.apply(edits, to: bytes)
    }

    static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }

    /// Where `offset` of the text before the edits lands in the text after them. An offset inside a
    /// replaced range lands at the start of its replacement; text after an insertion at the same
    /// offset moves past it.
    public func mapOffset(_ offset: Int) -> Int {
        var delta = 0
        for edit in edits {
            if edit.range.lowerBound > offset { break }
            if edit.isInsertion || edit.range.upperBound <= offset {
                delta += edit.replacement.utf8.count - edit.range.count
            } else {
                return edit.range.lowerBound + delta
            }
        }
        return offset + delta
    }
}
