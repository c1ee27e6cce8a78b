import Testing

@testable import MoviesData

struct TMDBPosterSizeTests {
    @Test(arguments: [(1, 92), (100, 92), (170, 185), (300, 342), (421, 500), (2000, 780)])
    func picksTheNearestWidth(requested: Int, expected: Int) {
        #expect(TMDBPosterSize.nearest(to: requested) == expected)
    }

    @Test func prefersTheLargerWidthOnATie() {
        #expect(TMDBPosterSize.nearest(to: 150, among: [100, 200]) == 200)
    }
}
