/// The optimal-string-alignment table of `word` against a candidate, one row per letter of the
/// candidate. The rows of the letters a candidate shares with the last one are kept: the
/// vocabulary is sorted, so neighbours share most of their first letters.
///
/// Only a band of each row is computed: a cell `j` columns from the diagonal is at least `j`,
/// so outside `limit` columns of it every cell is over the limit anyway. The cells just
/// outside the band hold `limit + 1`, which is all its neighbours need to know of them.
struct DistanceTable {
    private let word: [UInt8]
    private let limit: Int
    private let width: Int
    /// Row `i` (the candidate's first `i` letters) at `rows[i * width ..< (i + 1) * width]`.
    private var rows: [Int]
    /// The candidate the rows are computed for, and how many of its letters have a row.
    private var letters = UnsafeRawBufferPointer(start: nil, count: 0)
    private var rowCount = 0

    init(word: [UInt8], limit: Int) {
        self.word = word
        self.limit = limit
        width = word.count + 1
        rows = Array(0..<width)
    }

    /// The distance of the whole candidate the rows were last extended to, when within the limit.
    var distance: Int? {
        guard abs(rowCount - word.count) <= limit else { return nil }
        let value = rows[rowCount * width + word.count]
        return value <= limit ? value : nil
    }

    /// Computes the rows of `candidate` after the `shared` first letters it has in common with
    /// the last candidate. Returns the length of its first prefix whose row exceeds the limit
    /// everywhere (no longer word starting with it can come within it), or `nil` when none does.
    mutating func extend(to candidate: UnsafeRawBufferPointer, sharing shared: Int) -> Int? {
        let kept = min(shared, rowCount, candidate.count)
        letters = candidate
        let needed = (candidate.count + 1) * width
        if rows.count < needed { rows += repeatElement(0, count: needed - rows.count) }
        for i in kept + 1..<candidate.count + 1 {
            rowCount = i
            if fillRow(i) > limit { return i }
        }
        rowCount = candidate.count
        return nil
    }

    /// Fills the band of row `i` from the rows above it and returns its smallest value.
    private mutating func fillRow(_ i: Int) -> Int {
        guard i - limit <= word.count else { return i }  // the whole row is past the band
        let letter = letters[i - 1]
        let (row, above) = (i * width, (i - 1) * width)
        let band = max(1, i - limit)...min(word.count, i + limit)
        rows[row] = i
        if band.lowerBound > 1 { rows[row + band.lowerBound - 1] = limit + 1 }
        if band.upperBound < word.count { rows[row + band.upperBound + 1] = limit + 1 }
        var smallest = i
        for j in band {
            let substitution = rows[above + j - 1] + (word[j - 1] == letter ? 0 : 1)
            var value = min(min(rows[above + j], rows[row + j - 1]) + 1, substitution)  // deletion, insertion
            if i > 1, j > 1, word[j - 1] == letters[i - 2], word[j - 2] == letter {
                value = min(value, rows[above - width + j - 2] + 1)  // two neighbours swapped
            }
            rows[row + j] = value
            smallest = min(smallest, value)
        }
        return smallest
    }
}
