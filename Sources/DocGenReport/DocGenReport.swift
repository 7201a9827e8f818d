import DocGenCore
