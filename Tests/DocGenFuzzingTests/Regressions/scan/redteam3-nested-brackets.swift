private let pad: [[[[[[[[[[[[[Int]]]]]]]]]]]]] = []
