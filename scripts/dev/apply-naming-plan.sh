#!/usr/bin/env bash
# Applies scripts/dev/naming-renames.txt: `git mv` each path, then rewrites what names it: project
# paths (src/…, test/…), `@/…` aliases, and relative import specifiers that resolve to it from the
# importing file (so another folder's file of the same name is left alone).
# Run from a clean work tree, then `npm run typecheck && npm run lint`.
set -euo pipefail
cd "$(dirname "$0")/../.."
list=scripts/dev/naming-renames.txt
[ -z "$(git status --porcelain)" ] || { echo "work tree not clean" >&2; exit 1; }
grep -vE '^(#|$)' "$list" | while read -r from to; do
  [ -e "$from" ] || { echo "skip (gone): $from" >&2; continue; }
  mkdir -p "$(dirname "$to")"
  git mv "$from" "$to"
  mapfile -t files < <(git ls-files -- '*.ts' '*.tsx' '*.mjs' '*.cjs' '*.md' ':!:src/generated/**' ':!:scripts/dev/naming-*')
  OLD="$from" NEW="$to" perl -pi -e '
    use File::Basename qw(dirname);
    use File::Spec;
    BEGIN {
      sub stem { my $p = shift; $p =~ s/\.(ts|tsx)$//; $p }
      sub norm { my @out; for (split m{/}, shift) { next if $_ eq "." || $_ eq ""; if ($_ eq "..") { pop @out } else { push @out, $_ } } join "/", @out }
    }
    my ($o, $n) = (stem($ENV{OLD}), stem($ENV{NEW}));
    (my $oa = $o) =~ s{^src/}{\@/}; (my $na = $n) =~ s{^src/}{\@/};
    s{\Q$o\E(?=[.\x27"`/\s):,]|$)}{$n}g;
    s{\Q$oa\E(?=[.\x27"`/])}{$na}g;
    my $here = dirname($ARGV);
    s{(["\x27])(\.\.?/[^"\x27\n]*)\1}{
      my ($q, $spec) = ($1, $2);
      my ($base, $ext) = $spec =~ m{^(.*?)((?:\.tsx?)?)$};
      if (norm("$here/$base") eq $o) {
        my $rel = File::Spec->abs2rel($n, $here);
        $rel = "./$rel" unless $rel =~ m{^\.};
        "$q$rel$ext$q";
      } else { "$q$spec$q" }
    }ge;
  ' "${files[@]}"
done
echo "renamed; now run: npm run typecheck && npm run lint && git add -A && git commit"
